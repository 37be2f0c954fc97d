/**
 * The e2e run's results feed (RESULTS_FEED_URL in playwright.config.ts): a local HTTP server that answers
 * /feed.json with one openfootball match file merging every `*.json` file in `<E2E_DATA_DIR>/feed/`. A spec adds
 * its own file there, holding only its own teams, so no other spec's games are touched.
 * Usage: node e2e/support/results-feed.mjs <port> <dir>
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const [port, dir] = process.argv.slice(2);
fs.mkdirSync(dir, { recursive: true });

function merged() {
  const matches = [];
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".json"))) {
    try {
      matches.push(...JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")).matches);
    } catch {
      // a file being written: the next poll reads it whole
    }
  }
  return { name: "e2e results feed", matches };
}

http
  .createServer((req, res) => {
    if (req.url === "/health") return res.writeHead(200).end("ok");
    if (req.url !== "/feed.json") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(merged()));
  })
  .listen(Number(port), "127.0.0.1");
