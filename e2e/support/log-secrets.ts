import fs from "node:fs";
import path from "node:path";

/** What must never reach a log line: a signed token, a password hash, a link's token, or any given secret value. */
const SECRET_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: "token", pattern: /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/ },
  { name: "password hash", pattern: /\$argon2(id|i|d)\$/ },
  // A reset or unsubscribe link's token in a logged URL (the server writes `token=[redacted]` instead).
  { name: "link token", pattern: /token=[A-Za-z0-9_-]{20,}/ },
  // An invite link's code is a key to a league (docs/rules.md "Leagues"): the server logs "/join/[redacted]".
  { name: "invite code", pattern: /\/join\/[A-Za-z0-9]{10}/ },
];

/**
 * The passwords the e2e specs type or send: on any line that mentions a password, the plain string
 * literals that look like one (letters, digits and dashes, with a digit or a dash; labels have spaces).
 */
export function passwordsUsedBySpecs(dir: string): string[] {
  const found = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    for (const line of fs.readFileSync(path.join(dir, file), "utf8").split("\n")) {
      if (!/password/i.test(line)) continue;
      for (const [, value] of line.matchAll(/"([A-Za-z0-9-]{6,})"/g)) if (/[-\d]/.test(value)) found.add(value);
    }
  }
  return [...found];
}

/** The names of the secrets found in the log text (empty when it is clean). */
export function secretsInLog(log: string, values: string[]): string[] {
  const hits = SECRET_PATTERNS.filter(({ pattern }) => pattern.test(log)).map(({ name }) => name);
  for (const value of values) if (value && log.includes(value)) hits.push(`secret value "${value.slice(0, 3)}..."`);
  return hits;
}
