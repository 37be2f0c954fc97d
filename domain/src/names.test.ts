import { describe, expect, it } from "vitest";
import { hasNoHiddenCharacters, nameRule } from "./names";
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
  ])("refuses a name with a %s", (_, name) => {
    expect(hasNoHiddenCharacters(name)).toBe(false);
    expect(rule.safeParse(name).error?.issues[0]?.message).toBe("nameHiddenCharacters");
  });

  it("counts code points, not UTF-16 units, up to 50, and refuses an empty name", () => {
    expect(rule.safeParse("a".repeat(51)).error?.issues[0]?.message).toBe("nameTooLong");
    expect(rule.safeParse("😀".repeat(51)).error?.issues[0]?.message).toBe("nameTooLong");
    expect(rule.safeParse("   ").error?.issues[0]?.message).toBe("required");
    expect(nameRule("teamNameRequired").safeParse("").error?.issues[0]?.message).toBe("teamNameRequired");
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
