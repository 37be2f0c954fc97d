// Bundles the benchmark (which seeds through the server's own modules) into bench/dist/run.js.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const read = (p) => JSON.parse(readFileSync(new URL(p, import.meta.url), "utf8"));
const external = [
  ...Object.keys(read("../server/package.json").dependencies ?? {}),
  ...Object.keys(read("../package.json").devDependencies ?? {}),
].filter((name) => name !== "@app/domain");

await build({
  entryPoints: [new URL("./run.ts", import.meta.url).pathname],
  outfile: new URL("./dist/run.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning",
});
