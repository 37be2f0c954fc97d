import { describe, expect, it } from "vitest";
import { CHART_PALETTES, seasonChartOptions } from "./seasonChartOptions";

const optionsIn = (rtl: boolean, language: string) =>
  seasonChartOptions({
    rtl,
    language,
    reducedMotion: false,
    fontFamily: "Heebo, sans-serif",
    labels: { rank: language === "he" ? "דירוג" : "Rank", points: language === "he" ? "נקודות" : "Points" },
    palette: CHART_PALETTES.light,
  });

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe("seasonChartOptions", () => {
  it("in Hebrew runs the rounds from the right, with the rank axis on the right and the points axis on the left", () => {
    const options = optionsIn(true, "he");
    expect(options.scales?.x?.reverse).toBe(true);
    expect(options.scales?.rank).toMatchObject({ position: "right", reverse: true, min: 1 });
    expect(options.scales?.points).toMatchObject({ position: "left", beginAtZero: true });
    expect(options.plugins?.legend?.rtl).toBe(true);
    expect(options.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: "rtl" });
    expect(options.locale).toBe("he");
  });

  it("in English runs the rounds from the left, with the rank axis on the left and the points axis on the right", () => {
    const options = optionsIn(false, "en");
    expect(options.scales?.x?.reverse).toBe(false);
    expect(options.scales?.rank).toMatchObject({ position: "left", reverse: true, min: 1 });
    expect(options.scales?.points).toMatchObject({ position: "right", beginAtZero: true });
    expect(options.plugins?.legend?.rtl).toBe(false);
    expect(options.plugins?.tooltip).toMatchObject({ rtl: false, textDirection: "ltr" });
    expect(options.locale).toBe("en");
  });

  it("titles the axes with the translated labels, and animates only without reduced motion", () => {
    const options = optionsIn(true, "he");
    expect(options.scales?.rank?.title).toMatchObject({ display: true, text: "דירוג" });
    expect(options.scales?.points?.title).toMatchObject({ display: true, text: "נקודות" });
    expect(options.animation).toBeUndefined();
    expect(
      seasonChartOptions({
        rtl: false,
        language: "en",
        reducedMotion: true,
        fontFamily: "x",
        labels: { rank: "", points: "" },
        palette: CHART_PALETTES.light,
      }).animation,
    ).toBe(false);
  });

  it("draws in the theme's palette, each colour readable on that theme's cards", () => {
    for (const [theme, { card, ...palette }] of Object.entries(CHART_PALETTES)) {
      for (const [role, colour] of Object.entries(palette)) {
        expect(contrast(colour, card), `${theme} ${role}`).toBeGreaterThanOrEqual(4.5);
      }
      const options = seasonChartOptions({
        rtl: false,
        language: "en",
        reducedMotion: false,
        fontFamily: "x",
        labels: { rank: "", points: "" },
        palette,
      });
      expect(options.color).toBe(palette.text);
      expect(options.scales?.rank?.ticks?.color).toBe(palette.rank);
      expect(options.scales?.points?.title).toMatchObject({ color: palette.points });
    }
    expect(CHART_PALETTES.dark.text).not.toBe(CHART_PALETTES.light.text);
  });
});
