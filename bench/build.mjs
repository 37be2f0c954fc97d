// Bundles the benchmarks (which seed through the server's own modules) into bench/dist/run.js and cluster.js.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const read = (p) => JSON.parse(readFileSync(new URL(p, import.meta.url), "utf8"));
const external = [
  ...Object.keys(read("../server/package.json").dependencies ?? {}),
  ...Object.keys(read("../package.json").devDependencies ?? {}),
].filter((name) => name !== "@app/domain");

await build({
  entryPoints: ["run.ts", "cluster.ts", "hostile.ts"].map((file) => new URL(file, import.meta.url).pathname),
  outdir: new URL("./dist", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning",
});
