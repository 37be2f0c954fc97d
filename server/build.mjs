// Bundles the server (and the domain package it imports) into dist/; npm packages stay external.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== "@app/domain");

await build({
  entryPoints: ["src/main.ts", "src/demo.ts", "src/backup.ts"].filter((f) => {
    try {
      readFileSync(new URL(f, import.meta.url));
      return true;
    } catch {
      return false;
    }
  }),
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning",
});
