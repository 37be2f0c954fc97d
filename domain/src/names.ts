import { z } from "zod";

/** docs/rules.md "Names": full names, usernames, team and league names hold at most 50 code points. */
export const NAME_MAX = 50;

/**
 * The most UTF-16 code units a name may arrive with, checked before anything else touches it: 50 code points of
 * two units each (emoji), with room for the combining marks NFC folds away and the spaces trim drops. Anything
 * longer cannot be a valid name, and normalising it first would cost time that grows with the square of a run of
 * combining marks (SECURITY.md "Costly input").
 */
export const NAME_INPUT_MAX = NAME_MAX * 4;

/** More combining marks than this on one letter stack into a smear that hides the text around it ("Zalgo"). */
export const MAX_COMBINING_RUN = 4;

/**
 * Characters that show nothing or only blank space, or change how the text around them is shown: controls and
 * format characters (bidi overrides, embeddings, isolates and marks; zero-width characters; interlinear annotation;
 * tag characters), every default-ignorable code point (U+00AD soft hyphen, U+034F, U+180E, U+2064, U+206A...),
 * Hangul and braille fillers, line and paragraph separators, spaces other than the plain one, lone surrogates and
 * private-use characters. Variation selectors (default-ignorable, but what makes "❤️" red) are handled apart, as is
 * ZWJ, which joins emoji sequences.
 */
const HIDDEN =
  /[\p{Cc}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u2800\u3164\u115F\u1160\uFFA0\u{1D159}\u{1D173}-\u{1D17A}]|(?![\u200D\uFE00-\uFE0F])[\p{Cf}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/u;
/** A ZWJ between two pictographs (each optionally with a variation selector or skin tone), as in 👨‍👩‍👧. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;
/** A variation selector where it picks a presentation: after a pictograph, or a keycap's digit, # or *. */
const PRESENTATION_SELECTOR = /(?<=[\p{Extended_Pictographic}0-9#*])[\uFE0E\uFE0F]/gu;
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_RUN + 1}}`, "u");

/** Whether a name holds no control, direction, invisible or blank-looking character (an emoji's own joiner is fine). */
export function hasNoHiddenCharacters(name: string): boolean {
  const visible = name.replace(EMOJI_JOINER, "").replace(PRESENTATION_SELECTOR, "");
  return !HIDDEN.test(visible) && !/[\u200D\uFE00-\uFE0F]/.test(visible);
}

/** Whether no letter carries more than MAX_COMBINING_RUN combining marks (Hebrew niqqud and accents stay well below). */
export const hasNoMarkStack = (name: string) => !COMBINING_RUN.test(name);

/**
 * A name as people see it: trimmed, NFC (so "é" typed two ways is one name), 1-50 code points, nothing hidden, no
 * stack of marks. Hebrew with niqqud, Arabic, accented letters and emoji are of course fine. The raw length is
 * checked first and stops the rule (`abort`), so an oversized name is never normalised.
 */
export const nameRule = (requiredKey = "required") =>
  z
    .string({ error: requiredKey })
    .max(NAME_INPUT_MAX, { error: "nameTooLong", abort: true })
    .trim()
    .normalize("NFC")
    .min(1, { error: requiredKey })
    .refine((name) => [...name].length <= NAME_MAX, { error: "nameTooLong" })
    .refine(hasNoHiddenCharacters, { error: "nameHiddenCharacters" })
    .refine(hasNoMarkStack, { error: "nameHiddenCharacters" });
