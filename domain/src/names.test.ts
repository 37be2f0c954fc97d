import { describe, expect, it } from "vitest";
import { hasNoHiddenCharacters, hasNoMarkStack, nameRule } from "./names";
import { isValidLogoUrl } from "./teams";

describe("names", () => {
  const rule = nameRule();

  it.each([
    ["Dana Levi", "Dana Levi"],
    ["  דנה לוי  ", "דנה לוי"],
    ["محمد", "محمد"],
    ["José", "José"],
    ["Jose\u0301 Mourinho", "José Mourinho"],
    ["👨‍👩‍👧 family", "👨‍👩‍👧 family"],
    ["🏳️‍🌈 fan", "🏳️‍🌈 fan"],
    ["👩🏽‍💻 coder", "👩🏽‍💻 coder"],
    ["😀".repeat(50), "😀".repeat(50)],
    ["שָׁלוֹם עֲלֵיכֶם", "שָׁלוֹם עֲלֵיכֶם"],
    ["Zoë Ångström", "Zoë Ångström"],
    ["❤️ fan", "❤️ fan"],
    ["1️⃣ one", "1️⃣ one"],
    ["a\u0301\u0302\u0303\u0304", "a\u0301\u0302\u0303\u0304".normalize("NFC")],
  ])("accepts %j as %j", (input, stored) => {
    expect(rule.parse(input)).toBe(stored);
  });

  it.each([
    ["right-to-left override", "\u202Egnp.exe"],
    ["left-to-right embedding", "a\u202Ab"],
    ["pop directional formatting", "a\u202Cb"],
    ["first strong isolate", "a\u2068b"],
    ["pop directional isolate", "a\u2069b"],
    ["left-to-right mark", "a\u200Eb"],
    ["right-to-left mark", "a\u200Fb"],
    ["Arabic letter mark", "a\u061Cb"],
    ["zero-width space", "ad\u200Bmin"],
    ["zero-width non-joiner", "a\u200Cb"],
    ["word joiner", "a\u2060b"],
    ["byte order mark", "ad\uFEFFmin"],
    ["a joiner between letters", "ad\u200Dmin"],
    ["a joiner after an emoji, before a letter", "😀\u200Da"],
    ["a tab", "a\tb"],
    ["a newline", "a\nb"],
    ["a NUL", "a\u0000b"],
    // The second probe's list (SECURITY.md "Names"): blank-looking fillers, default-ignorable and format characters.
    ["Hangul filler U+3164", "\u3164"],
    ["braille blank U+2800", "\u2800"],
    ["invisible plus U+2064", "a\u2064b"],
    ["Mongolian vowel separator U+180E", "a\u180Eb"],
    ["soft hyphen U+00AD", "a\u00ADb"],
    ["tag character U+E0041", "a\u{E0041}b"],
    ["line separator U+2028", "a\u2028b"],
    ["paragraph separator U+2029", "a\u2029b"],
    ["combining grapheme joiner U+034F", "a\u034Fb"],
    ["inhibit symmetric swapping U+206A", "a\u206Ab"],
    ["interlinear annotation anchor U+FFF9", "a\uFFF9b"],
    ["lone high surrogate", "a\uD800b"],
    ["lone low surrogate", "a\uDC00b"],
    ["no-break space", "a\u00A0b"],
    ["ideographic space", "a\u3000b"],
    ["variation selector after a letter", "a\uFE0Fb"],
    ["five combining marks on one letter", "a\u0332\u0332\u0332\u0332\u0332"],
    ["48 stacked combining marks", `a${"\u0301".repeat(48)}`],
  ])("refuses a name with a %s", (_, name) => {
    expect(hasNoHiddenCharacters(name) && hasNoMarkStack(name)).toBe(false);
    expect(rule.safeParse(name).error?.issues[0]?.message).toBe("nameHiddenCharacters");
  });

  it("counts code points, not UTF-16 units, up to 50, and refuses an empty name", () => {
    expect(rule.safeParse("a".repeat(51)).error?.issues[0]?.message).toBe("nameTooLong");
    expect(rule.safeParse("😀".repeat(51)).error?.issues[0]?.message).toBe("nameTooLong");
    expect(rule.safeParse("   ").error?.issues[0]?.message).toBe("required");
    expect(nameRule("teamNameRequired").safeParse("").error?.issues[0]?.message).toBe("teamNameRequired");
  });

  it("refuses an oversized name by its raw length before normalising it, with that one message", () => {
    // 200,000 combining marks of two classes: NFC would take seconds to sort them (the second probe's finding 1).
    const hostile = `e${"\u0301\u0316".repeat(100_000)}`;
    const result = rule.safeParse(hostile);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["nameTooLong"]);
    expect(rule.safeParse("a".repeat(201)).error?.issues.map((issue) => issue.message)).toEqual(["nameTooLong"]);
    // A long but valid decomposed name still fits: 50 letters with an accent each are 100 code units.
    expect(rule.safeParse("e\u0301".repeat(50)).success).toBe(true);
  });
});

describe("team logo URLs", () => {
  it.each(["", "/logos/a.png", "/default-team.png", "https://example.com/a.png", "http://example.com/a.png"])(
    "accepts %j",
    (url) => {
      expect(isValidLogoUrl(url)).toBe(true);
    },
  );
  it.each([
    "//evil.com/a.png",
    "/\\evil.com/a.png",
    "/\\/evil.com",
    "javascript:alert(1)",
    "data:image/png;base64,AA",
    "/a b.png",
    "logo.png",
  ])("refuses %j", (url) => {
    expect(isValidLogoUrl(url)).toBe(false);
  });
});
