import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptSources } from "./inline-scripts";

describe("inline script hashes for the CSP", () => {
  it("hashes each attribute-less inline script exactly as written, and nothing loaded by src", () => {
    const code = '(() => { window.x = "a"; })();\n';
    const html = `<head><script>${code}</script><script type="module" src="/assets/index.js"></script></head>`;
    const expected = createHash("sha256").update(code).digest("base64");
    expect(inlineScriptSources(html)).toEqual([`'sha256-${expected}'`]);
    expect(inlineScriptSources("<head></head>")).toEqual([]);
  });
});
