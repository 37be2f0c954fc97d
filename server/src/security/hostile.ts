import fc from "fast-check";

/**
 * Generators of hostile input for the hostile-input test: values that are the wrong type, too big,
 * oddly encoded or meant to confuse a parser, and mutations of a valid JSON body built from them.
 */

export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202Egnp.exe",
  "\u200F\u202B\u2067RTL",
  "\uFEFF",
  "👍🏽⚽️🇮🇱",
  "\uD800",
  "\uDFFF\uD800",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "1e309",
  "0x1F",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  "'; drop table users; --",
  "\\",
  "%_",
  "__proto__",
  "constructor",
  "\r\n\r\n",
  "ｆｕｌｌｗｉｄｔｈ",
  "0123456789abcdef01234567",
  "0123456789ABCDEF01234567",
  "2:1",
  "99:99",
  "-1:0",
  "2026-02-30",
  "0000-01-01",
  "9999-12-31",
  "24:00",
  "2026-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z",
  "javascript:alert(1)",
  "//evil.example.com",
  "https://evil.example.com/x",
  "mailto:a@b.c",
  "a@b",
  "ADMIN@EXAMPLE.COM",
];

const NASTY_NUMBERS = [0, -0, -1, 1, 1.5, 99, 100, 2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 5e-324];

/** 1 KB to ~200 KB of one repeated (possibly multi-unit or control) character. */
export const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom("a", "é", "א", "👍", "\u202E", "\u0000", " ", "%"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/**
 * An object or array nested `depth` levels. Serialised by `toJson` as text built by hand: JSON.stringify
 * (and fast-check's printer) would recurse once per level and could overflow the test's own stack.
 */
export class Deep {
  constructor(
    readonly depth: number,
    readonly arrays: boolean,
  ) {}
  toJSON(): string {
    return `\u0001deep:${this.depth}:${this.arrays}\u0001`;
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.depth}, ${this.arrays ? "arrays" : "objects"})`;
  }
}

/** JSON text of a value that may hold `Deep` values. */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  return text.replace(/"\\u0001deep:(\d+):(true|false)\\u0001"/g, (_, depth: string, arrays: string) => {
    const n = Number(depth);
    return arrays === "true" ? `${"[".repeat(n)}"bottom"${"]".repeat(n)}` : `${'{"a":'.repeat(n)}"bottom"${"}".repeat(n)}`;
  });
}

/** An object or array nested up to 10,000 levels. */
export const deeplyNested = fc
  .tuple(fc.integer({ min: 2, max: 10_000 }), fc.boolean())
  .map(([depth, arrays]) => new Deep(depth, arrays));

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, ...NASTY_NUMBERS) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())) },
  { weight: 1, arbitrary: deeplyNested },
);

export type Path = (string | number)[];

/** Every path inside a JSON value (objects and arrays), shortest first. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value as Record<string, unknown>);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** Raw JSON tokens put where a value goes: numbers JSON.parse turns into Infinity or 0, and odd escapes. */
export const RAW_TOKENS = [
  "1e309",
  "-1e309",
  "1e-400",
  "-0",
  "123456789012345678901234567890",
  "9007199254740993",
  "NaN",
  "Infinity",
  "01",
  "+1",
  ".5",
  "1.",
  "0x10",
  '"\\u0000"',
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '"\\u202e\\u0041"',
  '"\\/\\/evil"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  "[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]",
];

/** Whole bodies that are not valid JSON objects, or not JSON at all. */
export const RAW_BODIES = [
  "",
  "{",
  "}",
  "[",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  "\uFEFF{}",
  "null",
  "true",
  "1e309",
  '"text"',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  "\u0000",
  '{"a":"\u0000"}',
  "[".repeat(20_000) + "]".repeat(20_000),
];

export const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/jsonx",
  "APPLICATION/JSON",
  "application/xml",
];

const SENTINEL = "\u0001raw\u0001";

export type BodyMutation =
  | { kind: "set"; path: Path; value: unknown }
  | { kind: "delete"; path: Path }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "replace"; value: unknown }
  | { kind: "wrap" }
  | { kind: "raw-token"; path: Path; token: string }
  | { kind: "raw-body"; text: string }
  | { kind: "content-type"; type: string };

/** Mutations of a body shaped like `shape` (a valid body of the route). */
export function bodyMutation(shape: unknown): fc.Arbitrary<BodyMutation> {
  const paths = pathsOf(shape);
  const always: fc.Arbitrary<BodyMutation>[] = [
    fc.record({
      kind: fc.constant("extra" as const),
      key: fc.oneof(fc.constantFrom("__proto__", "constructor", "isAdmin", "id", "_id", "userId", "points"), fc.string()),
      value: hostileValue,
    }),
    fc.record({ kind: fc.constant("replace" as const), value: hostileValue }),
    fc.constant({ kind: "wrap" as const }),
    fc.record({ kind: fc.constant("raw-body" as const), text: fc.constantFrom(...RAW_BODIES) }),
    fc.record({ kind: fc.constant("content-type" as const), type: fc.constantFrom(...CONTENT_TYPES) }),
  ];
  if (paths.length === 0) return fc.oneof(...always);
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant("set" as const), path, value: hostileValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete" as const), path }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("raw-token" as const), path, token: fc.constantFrom(...RAW_TOKENS) }) },
    ...always.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else {
    node[last] = value;
  }
  return copy;
}

/** The request body (JSON text) and content type a mutation of `body` gives. */
export function applyMutation(body: unknown, m: BodyMutation): { text: string; contentType: string } {
  const json = "application/json";
  const base = body ?? {};
  switch (m.kind) {
    case "set":
      return { text: toJson(setAt(base, m.path, m.value)), contentType: json };
    case "delete":
      return { text: toJson(setAt(base, m.path, undefined, true)), contentType: json };
    case "extra":
      // Built by hand so "__proto__" becomes a real key of the JSON text.
      return {
        text: JSON.stringify(base)
          .replace(/^\{/, `{${JSON.stringify(m.key)}:${toJson(m.value)},`)
          .replace(/,\}$/, "}"),
        contentType: json,
      };
    case "replace":
      return { text: toJson(m.value), contentType: json };
    case "wrap":
      return { text: toJson([base]), contentType: json };
    case "raw-token":
      return { text: toJson(setAt(base, m.path, SENTINEL)).replace(JSON.stringify(SENTINEL), m.token), contentType: json };
    case "raw-body":
      return { text: m.text, contentType: json };
    case "content-type":
      return { text: JSON.stringify(base), contentType: m.type };
  }
}

// --- Query strings ---

const QUERY_KEYS = [
  "limit",
  "offset",
  "page",
  "gameId",
  "userId",
  "round",
  "closeOnly",
  "finished",
  "upcoming",
  "status",
  "type",
  "targetType",
  "startDate",
  "endDate",
  "q",
  "__proto__",
  "constructor",
  "limit[]",
  "a[b]",
];

const QUERY_VALUES = [
  "-1",
  "0",
  "1",
  "100",
  "101",
  "abc",
  "1e99",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "1.5",
  "0x10",
  "9007199254740991",
  "9007199254740993",
  "99999999999999999999",
  "",
  " ",
  "true",
  "TRUE",
  "yes",
  "current",
  "all",
  "Round 1",
  "2024-02-30",
  "2024-13-01",
  "0000-01-01",
  "9999-12-31",
  "2024-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999Z",
  "9999-12-31T23:59:59-23:59",
  "2024-01-01T25:00:00Z",
  "2024-01-01T00:00:00+99:00",
  "sent",
  "SENT",
  "sending",
  "specific-users",
  "0123456789abcdef01234567",
  "0123456789ABCDEF01234567",
  "../../etc/passwd",
  "\u0000",
  "\u202E",
  "👍",
  "'",
  "%",
  "_",
  "\\",
];

/** Percent-encodes, keeping lone surrogates as their (invalid) UTF-8 bytes instead of throwing. */
export function encode(value: string): string {
  return Array.from(value, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      const code = ch.charCodeAt(0);
      return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    }
  }).join("");
}

/** 1-6 parameters (the route's own names mostly), repeats allowed (limit=1&limit=2). */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    { weight: 2, arbitrary: fc.constantFrom(...QUERY_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const value = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...QUERY_VALUES) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 50_000 }).map((n) => "9".repeat(n)) },
  );
  const part = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(key, value).map(([k, v]) => `${encode(k)}=${encode(v)}`) },
    // Malformed escapes and separators, unencoded.
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "limit=%",
        "offset=%zz",
        "q=%E0%A4%A",
        "round=%C0%AF",
        "limit",
        "=1",
        "&&&",
        "limit==1",
        "q=%00",
      ),
    },
  );
  return fc.array(part, { minLength: 1, maxLength: 6 }).map((parts) => parts.join("&"));
}

/** Query strings every route that takes one gets, whatever fast-check draws. */
export const FIXED_QUERIES = [
  "limit=-1",
  "limit=abc",
  "limit=1e309",
  "offset=1e99",
  "offset=9007199254740993",
  "limit=1&limit=2",
  "page=1e99&limit=100",
  "startDate=9999-12-31&endDate=9999-12-31",
  "round=%00&q=%00",
];

// --- Ids in the path ---

export const BAD_IDS = [
  "0123456789ABCDEF01234567",
  "0123456789abcdef0123456",
  "0123456789abcdef012345678",
  "zzzzzzzzzzzzzzzzzzzzzzzz",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2f",
  "..",
  "%00",
  "0123456789abcdef0123456%00",
  "null",
  "undefined",
  "-1",
  "0",
  "1e309",
  "NaN",
  "%E2%80%AE0123456789abcdef0123",
  "%F0%9F%91%8D",
  "%",
  "%zz",
  "aaaaaaaaaaaaaaaaaaaaaaaa",
  "ffffffffffffffffffffffff",
  "x".repeat(5_000),
  "0123456789abcdef01234567%20",
  "%200123456789abcdef01234567",
  "0123456789abcdef01234567;drop",
  "'%20OR%20'1'%3D'1",
];

const HEX = "0123456789abcdef".split("");

export const hostileId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BAD_IDS) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...HEX), minLength: 1, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map(encode) },
);
