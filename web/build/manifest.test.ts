import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manifestIcons } from "./icons";

const web = path.join(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(web, file), "utf8"));
const manifest = read("public/manifest.webmanifest");
const hebrew = read("public/manifest.he.webmanifest");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString("ascii", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The installability rules of docs/rules.md "Delivery" (what Chromium asks of a manifest). */
describe("web manifest", () => {
  it("names the app and says how it starts", () => {
    expect(manifest.name).toBe("Score Predictor");
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe("/dashboard");
    expect(manifest.scope).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("lists 192 px, 512 px and maskable PNG icons that the build draws at those sizes", () => {
    const drawn = manifestIcons();
    const png = (manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]).filter(
      (icon) => icon.type === "image/png",
    );
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of png) {
      const file = drawn[icon.src.replace(/^\//, "")];
      expect(file, icon.src).toBeDefined();
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(file)).toEqual({ width, height });
    }
  });

  it("has a Hebrew twin that differs only in its language, direction and words", () => {
    const appName = (language: string) => read(`src/i18n/locales/${language}/common.json`).appName;
    expect([manifest.lang, manifest.dir, manifest.name]).toEqual(["en", "ltr", appName("en")]);
    expect([hebrew.lang, hebrew.dir, hebrew.name]).toEqual(["he", "rtl", appName("he")]);
    expect(hebrew.short_name.length).toBeLessThanOrEqual(12);
    expect(hebrew.description).toMatch(/[\u0590-\u05ff]{4}/);
    const words = ["name", "short_name", "description", "lang", "dir"];
    const rest = (m: Record<string, unknown>) => Object.fromEntries(Object.entries(m).filter(([key]) => !words.includes(key)));
    expect(rest(hebrew)).toEqual(rest(manifest));
  });

  it("is linked by the app, not the page's HTML, with a theme colour and a description in the page", () => {
    const html = fs.readFileSync(path.join(web, "index.html"), "utf8");
    // src/i18n/index.ts links the saved language's manifest once the page has loaded (e2e/install.spec.ts asks
    // Chromium which one it read, in each language).
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
  });
});
