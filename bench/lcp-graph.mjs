// `node bench/lcp-graph.mjs /dashboard:en` (after `npm run build`): one Lighthouse run of the page (mobile profile,
// simulated throttling), then what its simulation of the largest paint waited for: every request and every main-thread
// task of 20 ms or more in the graph Lighthouse simulates, with its simulated start and end (ms). On one HTTP/1.1 host a
// browser opens six connections: this shows which files and answers queue behind which, and which one ends last.
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { startDemoServer } from "./demo-server.mjs";
import { lighthouseResult } from "./lighthouse-run.mjs";

const [path, language] = (process.argv[2] ?? "/dashboard:en").split(":");
const demo = await startDemoServer();
try {
  const items = path === "/login" ? { bettingApp_language: language } : await demo.session(language);
  const { artifacts, lhr } = await lighthouseResult(demo.base, path, items, ["performance"]);
  const audit = (id) => lhr.audits[id].displayValue;
  console.log(
    `${path} ${language}: ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, LCP ${audit("largest-contentful-paint")}, TBT ${audit("total-blocking-time")}`,
  );
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  console.log(`simulated largest paint: ${Math.round(lcp.timing)} ms (the optimistic graph below)`);
  const rows = [...lcp.optimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    if (node.type === "cpu" && timing.duration < 20) continue;
    const what =
      node.type === "network"
        ? `${node.request.resourceType} ${String(node.request.url).replace(demo.base, "")} ${Math.round(node.request.transferSize / 1024)} KB`
        : `main thread, ${Math.round(node.duration / 1000)} ms observed`;
    console.log(
      `${String(Math.round(timing.startTime)).padStart(6)} -> ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`,
    );
  }
} finally {
  await demo.stop();
}
