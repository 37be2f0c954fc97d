/**
 * The Content-Security-Policy sources of the web app's inline scripts: `'sha256-...'` of each `<script>` without a src
 * in the built index.html (web/src/boot/early.js, put there by web/vite.config.ts). The policy allows those exact
 * scripts and no other inline script (no 'unsafe-inline'); computed from the file the server sends, so the hash always
 * matches the page.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** `<script>` with no attributes: the only kind of inline script the build writes. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash("sha256")
        .update(code ?? "", "utf8")
        .digest("base64")}'`,
  );
}

/** The sources for `webDist`'s index.html; none when there is no built app. */
export function webAppInlineScriptSources(webDist: string): string[] {
  const file = path.join(webDist, "index.html");
  return fs.existsSync(file) ? inlineScriptSources(fs.readFileSync(file, "utf8")) : [];
}
