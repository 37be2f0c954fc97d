// `npm run size`: gzip sizes of what the login route loads and of every lazily loaded route chunk,
// read from the Vite manifest of the last web build. With --check it fails when the login route's
// JavaScript exceeds the budget (a size check, not a timing).
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// docs/rules.md "Delivery": the login route's JavaScript budget.
const BUDGET_KB = 90;
const dist = path.resolve(process.env.WEB_DIST || path.join(import.meta.dirname, "../web/dist"));
const manifestFile = path.join(dist, ".vite/manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error("No web build with a manifest: run `npm run build -w web` first.");
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const sizeOf = (keys) => {
  let js = 0;
  const css = new Set();
  for (const key of keys) {
    js += gz(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  return { js, css: [...css].reduce((sum, file) => sum + gz(file), 0) };
};

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith("features/auth/pages/LoginPage.tsx"));
const shell = closure(entry);
const loginKeys = new Set([...shell, ...(loginKey ? closure(loginKey) : [])]);
const login = sizeOf(loginKeys);
const rows = [["login route (entry + LoginPage)", login.js, login.css]];
for (const key of Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .sort()) {
  const own = [...closure(key)].filter((k) => !shell.has(k));
  const size = sizeOf(own);
  rows.push([`lazy ${key.replace(/^src\//, "")}`, size.js, size.css]);
}
console.log("| what | JS gzip KB | CSS gzip KB |\n|---|---:|---:|");
for (const [name, js, css] of rows) console.log(`| ${name} | ${kb(js)} | ${kb(css)} |`);
if (process.argv.includes("--check")) {
  if (login.js / 1024 > BUDGET_KB) {
    console.error(`FAIL: the login route loads ${kb(login.js)} KB of gzip JavaScript; the budget is ${BUDGET_KB} KB.`);
    process.exit(1);
  }
  // The season chart's library loads with the profile's chart only: Chart.js's own "chartjs" markers (its canvas
  // class names) must not be in anything the login route fetches.
  const withChart = [...loginKeys].filter((key) =>
    fs.readFileSync(path.join(dist, manifest[key].file), "utf8").includes("chartjs"),
  );
  if (withChart.length > 0) {
    console.error(`FAIL: the login route loads Chart.js (${withChart.map((key) => manifest[key].file).join(", ")}).`);
    process.exit(1);
  }
  console.log(`size check passed: login route JavaScript ${kb(login.js)} KB gzip <= ${BUDGET_KB} KB, without Chart.js`);
}
