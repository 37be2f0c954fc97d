// `DISTS=/tmp/before,/tmp/after node bench/first-load-ab.mjs /dashboard:en [loads]`: two (or more) builds of web/dist
// (copies made with `npm run build -w web`), each served by its own demo server (WEB_DIST), loaded in turn without
// throttling in a phone-sized viewport, `loads` times each (default 10). Prints each build's medians of the main
// thread's work after the first paint: script, style, layout, paint, garbage collection, all tasks, and the blocking
// time the tasks come to at Lighthouse's 4x. Loading in turn puts both builds under the same noise of this machine,
// which moves single timings by a third (README "Lighthouse").
import { startDemoServer, traceFirstLoad } from "./demo-server.mjs";

const [path, language] = (process.argv[2] ?? "/dashboard:en").split(":");
const LOADS = Math.max(1, Number(process.argv[3] ?? 10));
const dists = (process.env.DISTS ?? "").split(",").filter(Boolean);
if (dists.length < 2) throw new Error("DISTS: two or more web/dist copies, separated by commas");

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "loading"];
/** Outermost trace events of each kind of work. */
const KINDS = {
  script: [
    "v8.evaluateModule",
    "EvaluateScript",
    "FunctionCall",
    "TimerFire",
    "RunMicrotasks",
    "FireAnimationFrame",
    "EventDispatch",
    "FireIdleCallback",
  ],
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
  paint: ["Paint", "PrePaint", "Layerize"],
  gc: ["MinorGC", "MajorGC"],
};

/** The work of one load after its first contentful paint, in ms. */
function workAfterFirstPaint({ main, start }) {
  const fcp = main.find((e) => e.name === "firstContentfulPaint")?.ts ?? start;
  const spans = main.filter((e) => e.ph === "X" && e.ts >= fcp).sort((a, b) => a.ts - b.ts);
  const row = { fcp: Math.round((fcp - start) / 1_000) };
  for (const [kind, names] of Object.entries(KINDS)) {
    let sum = 0;
    let end = 0;
    for (const e of spans) {
      if (!names.includes(e.name) || e.ts < end) continue;
      sum += e.dur;
      end = e.ts + e.dur;
    }
    row[kind] = Math.round(sum / 1_000);
  }
  const tasks = spans.filter((e) => e.name === "RunTask");
  row.tasks = Math.round(tasks.reduce((sum, e) => sum + e.dur, 0) / 1_000);
  row.blocking4x = Math.round(tasks.reduce((sum, e) => sum + Math.max(0, (4 * e.dur) / 1_000 - 50), 0));
  return row;
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

const demos = [];
try {
  for (const dist of dists) demos.push(await startDemoServer({ WEB_DIST: dist }));
  const items = await Promise.all(
    demos.map((demo) => (path === "/login" ? { bettingApp_language: language } : demo.session(language))),
  );
  const rows = dists.map(() => []);
  for (let load = 0; load < LOADS; load++) {
    for (const [i, demo] of demos.entries())
      rows[i].push(workAfterFirstPaint(await traceFirstLoad(demo.base, path, items[i], CATEGORIES)));
  }
  console.log(`${path} ${language}, medians of ${LOADS} loads each, ms after the first paint (fcp: when it came)`);
  for (const [i, dist] of dists.entries()) {
    console.log(
      `${dist}: ${Object.keys(rows[i][0])
        .map((key) => `${key} ${median(rows[i].map((row) => row[key]))}`)
        .join(", ")}`,
    );
  }
} finally {
  for (const demo of demos) await demo.stop();
}
