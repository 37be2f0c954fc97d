import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../i18n";
import { useTheme } from "../../../lib/theme";
import type { HistoryRow } from "../api";
import { CHART_PALETTES, seasonChartOptions } from "./seasonChartOptions";

// Only the pieces this chart draws: Chart.js leaves the rest out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip);

/**
 * Rank (a line; first place at the top) and points per round (bars) over the player's rounds, by first kickoff. In
 * Hebrew the rounds run from the right and the rank axis sits on the right. Loaded lazily, with Chart.js, only on a
 * profile that has a season to draw; the numbers are also in the table beside it (SeasonCard).
 */
export default function SeasonChart({ rows }: { rows: HistoryRow[] }) {
  const { t, i18n } = useTranslation("profile");
  const canvas = useRef<HTMLCanvasElement>(null);
  const rtl = i18n.dir() === "rtl";
  // Redrawn when the theme changes: the canvas keeps the colours it was drawn with.
  const theme = useTheme();

  useEffect(() => {
    if (!canvas.current) return;
    const palette = CHART_PALETTES[theme];
    const config: ChartConfiguration<"bar" | "line", number[], string> = {
      type: "bar",
      data: {
        labels: rows.map((row) => row.round),
        datasets: [
          {
            type: "line",
            label: t("season.rank"),
            data: rows.map((row) => row.rank),
            yAxisID: "rank",
            borderColor: palette.rank,
            backgroundColor: palette.rank,
            pointRadius: 4,
            order: 0,
          },
          {
            type: "bar",
            label: t("season.points"),
            data: rows.map((row) => row.points),
            yAxisID: "points",
            backgroundColor: palette.points,
            borderRadius: 4,
            maxBarThickness: 32,
            order: 1,
          },
        ],
      },
      options: seasonChartOptions({
        rtl,
        language: i18n.language,
        reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
        fontFamily: getComputedStyle(canvas.current).fontFamily,
        labels: { rank: t("season.rank"), points: t("season.points") },
        palette,
      }),
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [rows, rtl, t, i18n.language, theme]);

  return (
    // max-w-full: Chart.js writes the canvas's width in pixels; without a cap the canvas keeps the page as wide as it
    // was drawn (a phone turned, a window narrowed), and the container never shrinks for Chart.js to redraw.
    <div className="relative h-64 w-full min-w-0 md:h-72">
      <canvas ref={canvas} role="img" aria-label={t("season.chartLabel")} className="max-w-full" />
    </div>
  );
}
