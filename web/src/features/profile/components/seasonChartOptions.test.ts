import { describe, expect, it } from "vitest";
import { seasonChartOptions } from "./seasonChartOptions";

const optionsIn = (rtl: boolean, language: string) =>
  seasonChartOptions({
    rtl,
    language,
    reducedMotion: false,
    fontFamily: "Heebo, sans-serif",
    labels: { rank: language === "he" ? "דירוג" : "Rank", points: language === "he" ? "נקודות" : "Points" },
  });

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
      seasonChartOptions({ rtl: false, language: "en", reducedMotion: true, fontFamily: "x", labels: { rank: "", points: "" } })
        .animation,
    ).toBe(false);
  });
});
