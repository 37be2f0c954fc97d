import type { ChartOptions } from "chart.js";

/** Tailwind's violet-700, emerald-700 and slate-600 (text on white at 4.5:1 or more): rank line, points bars, text. */
export const RANK_COLOUR = "#6d28d9";
export const POINTS_COLOUR = "#047857";
export const TEXT_COLOUR = "#475569";

export interface SeasonChartSettings {
  /** Right to left (Hebrew): the rounds run from the right and the rank axis sits on the right. */
  rtl: boolean;
  /** The interface language, for Chart.js's number formats. */
  language: string;
  reducedMotion: boolean;
  /** The page's font family, so the chart's text matches the page. */
  fontFamily: string;
  /** The translated axis titles. */
  labels: { rank: string; points: string };
}

/**
 * The Chart.js options of the season chart (SeasonChart): rank on its own axis with first place at the top, points per
 * round from zero on the other side, both mirrored for right-to-left.
 */
export function seasonChartOptions({
  rtl,
  language,
  reducedMotion,
  fontFamily,
  labels,
}: SeasonChartSettings): ChartOptions<"bar" | "line"> {
  const font = { family: fontFamily };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : undefined,
    locale: language,
    color: TEXT_COLOUR,
    font,
    interaction: { mode: "index", intersect: false },
    scales: {
      x: { reverse: rtl, ticks: { color: TEXT_COLOUR, font }, grid: { display: false } },
      rank: {
        type: "linear",
        position: rtl ? "right" : "left",
        reverse: true,
        min: 1,
        ticks: { precision: 0, color: RANK_COLOUR, font },
        title: { display: true, text: labels.rank, color: RANK_COLOUR, font },
      },
      points: {
        type: "linear",
        position: rtl ? "left" : "right",
        beginAtZero: true,
        ticks: { precision: 0, color: POINTS_COLOUR, font },
        grid: { drawOnChartArea: false },
        title: { display: true, text: labels.points, color: POINTS_COLOUR, font },
      },
    },
    plugins: {
      legend: { rtl, labels: { color: TEXT_COLOUR, font } },
      tooltip: { rtl, textDirection: rtl ? "rtl" : "ltr" },
    },
  };
}
