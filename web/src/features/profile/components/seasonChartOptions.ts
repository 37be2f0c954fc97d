import type { ChartOptions } from "chart.js";

/** The chart's colours: the rank line, the points bars and the text. A canvas does not follow the page's CSS. */
export interface ChartPalette {
  rank: string;
  points: string;
  text: string;
}

/**
 * Each at 4.5:1 or more on the card it is drawn on: Tailwind's violet-700, emerald-700 and slate-600 on white; in the
 * dark theme violet-300, emerald-400 and slate-400 on its cards (slate-800, what theme-dark.css makes of white).
 */
export const CHART_PALETTES: Record<"light" | "dark", ChartPalette & { card: string }> = {
  light: { rank: "#6d28d9", points: "#047857", text: "#475569", card: "#ffffff" },
  dark: { rank: "#c4b5fd", points: "#34d399", text: "#94a3b8", card: "#1e293b" },
};

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
  palette: ChartPalette;
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
  palette,
}: SeasonChartSettings): ChartOptions<"bar" | "line"> {
  const font = { family: fontFamily };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : undefined,
    locale: language,
    color: palette.text,
    font,
    interaction: { mode: "index", intersect: false },
    scales: {
      x: { reverse: rtl, ticks: { color: palette.text, font }, grid: { display: false } },
      rank: {
        type: "linear",
        position: rtl ? "right" : "left",
        reverse: true,
        min: 1,
        ticks: { precision: 0, color: palette.rank, font },
        title: { display: true, text: labels.rank, color: palette.rank, font },
      },
      points: {
        type: "linear",
        position: rtl ? "left" : "right",
        beginAtZero: true,
        ticks: { precision: 0, color: palette.points, font },
        grid: { drawOnChartArea: false },
        title: { display: true, text: labels.points, color: palette.points, font },
      },
    },
    plugins: {
      legend: { rtl, labels: { color: palette.text, font } },
      tooltip: { rtl, textDirection: rtl ? "rtl" : "ltr" },
    },
  };
}
