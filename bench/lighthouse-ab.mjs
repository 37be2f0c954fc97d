// `DISTS=/tmp/before,/tmp/after node bench/lighthouse-ab.mjs /dashboard:en [runs]`: Lighthouse's performance category
// on two (or more) copies of web/dist, each served by its own demo server (WEB_DIST), run in turn `runs` times each
// (default 5); prints each build's medians (score, TBT, LCP, FCP) and every run's score. Taking turns puts both builds
// under the same noise of this machine, which moves a single score by five points or more (README "Lighthouse").
import { startDemoServer } from "./demo-server.mjs";
import { lighthouseRun } from "./lighthouse-run.mjs";

const [path, language] = (process.argv[2] ?? "/dashboard:en").split(":");
const RUNS = Math.max(1, Number(process.argv[3] ?? 5));
const dists = (process.env.DISTS ?? "").split(",").filter(Boolean);
if (dists.length < 2) throw new Error("DISTS: two or more web/dist copies, separated by commas");

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const demos = [];
try {
  for (const dist of dists) demos.push(await startDemoServer({ WEB_DIST: dist }));
  const runs = dists.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [i, demo] of demos.entries()) {
      const items = path === "/login" ? { bettingApp_language: language } : await demo.session(language);
      const lhr = await lighthouseRun(demo.base, path, items, ["performance"]);
      // A run Lighthouse could not score (NO_NAVSTART, now and then the first after a server starts) is left out.
      if (lhr.runtimeError) continue;
      const value = (id) => Math.round(lhr.audits[id].numericValue);
      runs[i].push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        tbt: value("total-blocking-time"),
        lcp: value("largest-contentful-paint"),
        fcp: value("first-contentful-paint"),
      });
    }
  }
  console.log(`${path} ${language}, medians of ${RUNS} runs each (runs Lighthouse could not score left out)`);
  for (const [i, dist] of dists.entries()) {
    const of = (key) => median(runs[i].map((run) => run[key]));
    console.log(
      `${dist}: score ${of("score")}, TBT ${of("tbt")} ms, LCP ${of("lcp")} ms, FCP ${of("fcp")} ms (scores ${runs[i].map((run) => run.score).join(", ")})`,
    );
  }
} finally {
  for (const demo of demos) await demo.stop();
}
