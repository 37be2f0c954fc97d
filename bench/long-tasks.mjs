// `node bench/long-tasks.mjs /dashboard:en [loads]` (after `npm run build`): the main thread's tasks of 8 ms or more in
// first loads of a page without throttling (a phone-sized viewport), what each spent its time on, and the blocking time
// they come to at Lighthouse's 4x (each task's 4x duration beyond 50 ms). Where the time goes, for issue 31's work.
import { startDemoServer, traceFirstLoad } from "./demo-server.mjs";

const [path, language] = (process.argv[2] ?? "/login:en").split(":");
const LOADS = Math.max(1, Number(process.argv[3] ?? 3));
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"];
/** The trace events a task's time is told by. */
const KINDS = new Set([
  "v8.compileModule",
  "v8.evaluateModule",
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "RunMicrotasks",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "MinorGC",
  "MajorGC",
]);

const demo = await startDemoServer();
try {
  const items = path === "/login" ? { bettingApp_language: language } : await demo.session(language);
  for (let load = 0; load < LOADS; load++) {
    const { main: all } = await traceFirstLoad(demo.base, path, items, CATEGORIES);
    const main = all.filter((e) => e.ph === "X");
    const start = Math.min(...main.map((e) => e.ts));
    const tasks = main.filter((e) => e.name === "RunTask" && e.dur >= 8_000).sort((a, b) => a.ts - b.ts);
    let blocking = 0;
    const lines = tasks.map((task) => {
      const spent = new Map();
      for (const e of main) {
        if (e === task || !KINDS.has(e.name) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
        const url = e.args?.data?.url ? ` ${String(e.args.data.url).split("/").pop()}` : "";
        spent.set(`${e.name}${url}`, (spent.get(`${e.name}${url}`) ?? 0) + e.dur / 1_000);
      }
      blocking += Math.max(0, (task.dur / 1_000) * 4 - 50);
      const top = [...spent]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([what, ms]) => `${what} ${ms.toFixed(0)}`)
        .join(", ");
      return `  at ${((task.ts - start) / 1_000).toFixed(0)} ms: ${(task.dur / 1_000).toFixed(0)} ms (${top})`;
    });
    console.log(`${path} ${language}, load ${load + 1}: blocking time at 4x about ${blocking.toFixed(0)} ms`);
    console.log(lines.join("\n"));
  }
} finally {
  await demo.stop();
}
