import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Keeps every namespace's en and he files in step: same keys, deep, and no empty value. */
const root = fileURLToPath(new URL("./locales", import.meta.url));
const languages = ["en", "he"] as const;

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function load(language: string, file: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(root, language, file), "utf8")) as Tree);
}

const namespaces = [...new Set(languages.flatMap((language) => readdirSync(join(root, language))))].sort();

describe("locale files", () => {
  it("exist for the core namespaces", () => {
    for (const ns of ["common", "layout", "auth", "settings"]) expect(namespaces).toContain(`${ns}.json`);
  });

  for (const file of namespaces) {
    describe(file, () => {
      it("exists in every language", () => {
        for (const language of languages) expect(readdirSync(join(root, language)), language).toContain(file);
      });

      it("has the same keys in en and he", () => {
        const en = [...load("en", file).keys()].sort();
        const he = [...load("he", file).keys()].sort();
        expect(
          he.filter((k) => !en.includes(k)),
          "keys only in he",
        ).toEqual([]);
        expect(
          en.filter((k) => !he.includes(k)),
          "keys only in en",
        ).toEqual([]);
      });

      it("has no empty or non-string value", () => {
        for (const language of languages) {
          const bad = [...load(language, file)].filter(([, v]) => typeof v !== "string" || v.trim() === "");
          expect(
            bad.map(([k]) => `${language}:${k}`),
            "empty values",
          ).toEqual([]);
        }
      });

      it("uses the same {{placeholders}} in en and he", () => {
        const en = load("en", file);
        const he = load("he", file);
        const vars = (v: unknown) => [...String(v).matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
        for (const [key, value] of en) expect(vars(he.get(key)), key).toEqual(vars(value));
      });
    });
  }

  it("has real Hebrew in the he files", () => {
    for (const file of namespaces) {
      const values = [...load("he", file).values()].map(String);
      expect(
        values.some((v) => /[\u0590-\u05FF]/.test(v)),
        file,
      ).toBe(true);
    }
  });
});

/**
 * One word for one thing (issue 27 item 6; docs/rules.md "Vocabulary"): a player places a bet (its score is the
 * prediction), in Hebrew a ניחוש; never a tip or a pick, and never the gambling word הימור. 'Tips' as advice (the bet
 * page's scoring tips, the security tips) is the one English use of "tip" kept, as the spec names it.
 */
describe("vocabulary", () => {
  const all = (language: string) =>
    namespaces.flatMap((file) => [...load(language, file)].map(([key, value]) => [`${file}:${key}`, String(value)] as const));
  const advice = /^(bets\.json:tips\.title|settings\.json:tips\.)/;

  it("Hebrew says ניחוש, never הימור or להמר", () => {
    expect(all("he").filter(([, value]) => /הימור|להמר|מהמר/.test(value))).toEqual([]);
  });

  it("English says bet or prediction, never tip or pick (tips as advice aside)", () => {
    const stray = all("en").filter(([key, value]) => !advice.test(key) && /\b(tips?|picks?|picked|picking)\b/i.test(value));
    expect(stray).toEqual([]);
  });

  it("a right outcome has one label, the spec's 'Correct Winner', on the cards and in the legend alike", () => {
    const en = all("en");
    expect(en.filter(([, value]) => /Correct Draw/i.test(value))).toEqual([]);
    expect(load("en", "common.json").get("outcome.correct")).toBe("Correct Winner");
  });
});

describe("smaller slips (issue 27 item 11)", () => {
  it("English status badges are capitalised like the other badges ('Finished', not 'finished')", () => {
    const statuses = [...load("en", "common.json")].filter(([key]) => key.startsWith("status."));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter(([, value]) => !/^[A-Z]/.test(String(value)))).toEqual([]);
  });

  it("Hebrew never glues a one-letter prefix onto a name ('הזוכים ב-Round 4', not 'הזוכים בRound 4')", () => {
    const glued = namespaces.flatMap((file) =>
      [...load("he", file)]
        .filter(([, value]) => /(^|[\s"'(])[בלמהוכש]\{\{/.test(String(value)))
        .map(([key]) => `${file}:${key}`),
    );
    expect(glued).toEqual([]);
  });
});
