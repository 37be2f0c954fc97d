// `node bench/lighthouse-pages.mjs /login:en /dashboard:he ...` (after `npm run build`): Lighthouse's performance
// category on the pages asked for, RUNS times each (default 3), one line per run with the metrics and the long tasks
// (at Lighthouse's 4x, by script). For trying a change quickly; `npm run lighthouse` is the bench of record (README).
import { startDemoServer } from "./demo-server.mjs";
import { lighthouseRun } from "./lighthouse-run.mjs";

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const pairs = process.argv.slice(2).map((spec) => {
  const [path, language] = spec.split(":");
  if (!path?.startsWith("/") || !["en", "he"].includes(language)) throw new Error(`expected /path:en or /path:he, got ${spec}`);
  return { path, language };
});

const demo = await startDemoServer();
try {
  for (const { path, language } of pairs) {
    const items = path === "/login" ? { bettingApp_language: language } : await demo.session(language);
    console.log(`${path} ${language}`);
    for (let i = 0; i < RUNS; i++) {
      const lhr = await lighthouseRun(demo.base, path, items, ["performance"]);
      if (lhr.runtimeError) {
        console.log(`  no score (${lhr.runtimeError.code})`);
        continue;
      }
      const metric = (id) => lhr.audits[id].displayValue;
      const tasks = (lhr.audits["long-tasks"].details?.items ?? [])
        .map((task) => `${Math.round(task.duration)} ${String(task.url).split("/").pop()}`)
        .join(", ");
      console.log(
        `  ${Math.round((lhr.categories.performance.score ?? 0) * 100)}: FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, CPU index ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      console.log(`    long tasks (ms at 4x): ${tasks}`);
      // The largest paint's element and where its time went (Lighthouse's phases: TTFB, load delay, load, render delay).
      const [element, phases] = lhr.audits["largest-contentful-paint-element"].details?.items ?? [];
      const snippet = element?.items?.[0]?.node?.snippet ?? "?";
      const times = (phases?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(", ");
      console.log(`    largest paint: ${snippet.slice(0, 100)} (${times})`);
    }
  }
} finally {
  await demo.stop();
}
