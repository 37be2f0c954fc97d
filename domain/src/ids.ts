// ObjectId layout (docs/rules.md "Ids"): 4-byte seconds timestamp, 5 random bytes, 3-byte counter.
const processRandom = globalThis.crypto.getRandomValues(new Uint8Array(5));
let counter = globalThis.crypto.getRandomValues(new Uint32Array(1))[0] & 0xffffff;

const hex = (bytes: Iterable<number>) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

export function newId(now: number = Date.now()): string {
  counter = (counter + 1) & 0xffffff;
  const seconds = Math.floor(now / 1000);
  return seconds.toString(16).padStart(8, "0") + hex(processRandom) + counter.toString(16).padStart(6, "0");
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}
