import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const logos = path.join(import.meta.dirname, "../public/logos");
const files = fs.readdirSync(logos).filter((file) => file.endsWith(".svg"));

/**
 * The demo season's team logos (web/public/logos, server/src/demo.ts). Each SVG image is a document of its own, laid out
 * on the page's main thread; one with text resolved a system font for it there (7-21 ms for the first logo of a
 * dashboard on this project's Linux machines), so the letters are drawn as paths.
 */
describe("bundled team logos", () => {
  it("are there, one per demo team", () => {
    expect(files.length).toBe(18);
  });

  it.each(files)("%s draws its letter without text or fonts", (file) => {
    const svg = fs.readFileSync(path.join(logos, file), "utf8");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect(svg).not.toMatch(/<text|font-family|@font-face/);
    // The shield, its band and the letter.
    expect(svg.match(/<path /g)).toHaveLength(3);
  });
});
