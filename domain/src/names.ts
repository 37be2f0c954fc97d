import { z } from "zod";

/** docs/rules.md "Names": full names, usernames, team and league names hold at most 50 code points. */
export const NAME_MAX = 50;

/**
 * Characters that change how the text around them is shown without showing themselves: bidi overrides,
 * embeddings, isolates and marks (a name could reverse the text after it on every screen), and zero-width
 * characters (two names that look the same). ZWJ is handled apart: it is what joins emoji sequences.
 */
const HIDDEN = /[\p{Cc}\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
/** A ZWJ between two pictographs (each optionally with a variation selector or skin tone), as in 👨‍👩‍👧. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Whether a name holds no control, direction or invisible character (an emoji's own joiner is fine). */
export function hasNoHiddenCharacters(name: string): boolean {
  return !HIDDEN.test(name) && !name.replace(EMOJI_JOINER, "").includes("\u200D");
}

/**
 * A name as people see it: trimmed, NFC (so "é" typed two ways is one name), 1-50 code points, nothing hidden.
 * Hebrew, Arabic, accented letters and emoji are of course fine.
 */
export const nameRule = (requiredKey = "required") =>
  z
    .string({ error: requiredKey })
    .trim()
    .normalize("NFC")
    .min(1, { error: requiredKey })
    .refine((name) => [...name].length <= NAME_MAX, { error: "nameTooLong" })
    .refine(hasNoHiddenCharacters, { error: "nameHiddenCharacters" });
