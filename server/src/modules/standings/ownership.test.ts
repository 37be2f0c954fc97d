import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One owner for totals: the running totals on a user's row (points, bets, scored, correct, exact) are written
 * only by this module. Any other statement that updates or inserts users rows with one of those columns fails here.
 */
const root = path.resolve(import.meta.dirname, "../../../..");
const TOTALS = ["totalPoints", "totalBets", "scoredBets", "correctPredictions", "exactScores"];
const OWNER = path.join("server", "src", "modules", "standings") + path.sep;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each `updateTable("users")` / `insertInto("users")` statement, up to its execute call, that names a total. */
export function totalWrites(source: string): string[] {
  const writes: string[] = [];
  for (const match of source.matchAll(/\.(updateTable|insertInto)\(\s*"users"\s*\)/g)) {
    const rest = source.slice(match.index);
    const statement = rest.slice(0, rest.search(/\.execute\w*\(/) + 1 || rest.length);
    if (TOTALS.some((column) => new RegExp(`\\b${column}\\b`).test(statement))) writes.push(statement);
  }
  return writes;
}

describe("who writes players' totals", () => {
  const files = [...sourceFiles(path.join(root, "server", "src")), ...sourceFiles(path.join(root, "bench"))].filter(
    (file) => !file.includes(`${path.sep}migrations${path.sep}`),
  );

  it("finds the writes it looks for (the scan itself works)", () => {
    expect(totalWrites('db.updateTable("users").set({ totalPoints: 1 }).where("id", "=", x).execute()')).toHaveLength(1);
    expect(totalWrites('db.updateTable("users").set({ isAdmin: 1 }).execute()')).toEqual([]);
    const owned = files.filter((file) => file.includes(OWNER)).flatMap((file) => totalWrites(fs.readFileSync(file, "utf8")));
    expect(owned.length).toBeGreaterThanOrEqual(3);
  });

  it("is only the standings module", () => {
    const elsewhere = files
      .filter((file) => !file.includes(OWNER))
      .flatMap((file) => totalWrites(fs.readFileSync(file, "utf8")).map(() => path.relative(root, file)));
    expect(elsewhere).toEqual([]);
  });
});
