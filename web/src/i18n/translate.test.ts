import { describe, expect, it } from "vitest";
import { makeT } from "./translate";

const bundle = {
  common: { actions: { retry: "Retry" }, hello: "Hello {{name}}", only: "common only" },
  games: {
    title: "Games",
    left_one: "{{count}} game left",
    left_two: "two games: {{count}}",
    left_other: "{{count}} games left",
    only: "games only",
  },
};

describe("makeT", () => {
  const t = makeT("en", bundle, ["games", "common"]);

  it("reads nested keys of the first namespace, then the next ones in order", () => {
    expect(t("title")).toBe("Games");
    expect(t("only")).toBe("games only");
    expect(t("actions.retry")).toBe("Retry");
  });

  it("takes the namespace from `ns:` or from options.ns", () => {
    expect(t("common:only")).toBe("common only");
    expect(t("only", { ns: "common" })).toBe("common only");
    expect(t("only", { ns: ["missing", "common"] })).toBe("common only");
  });

  it("fills {{placeholders}}, unescaped, and leaves unknown ones", () => {
    expect(t("common:hello", { name: "<Noa & Dan>" })).toBe("Hello <Noa & Dan>");
    expect(t("common:hello")).toBe("Hello {{name}}");
  });

  it("picks the plural form of the language", () => {
    expect(t("left", { count: 1 })).toBe("1 game left");
    expect(t("left", { count: 2 })).toBe("2 games left");
    expect(t("left", { count: 0 })).toBe("0 games left");
    const he = makeT("he", bundle, ["games"]);
    expect(he("left", { count: 1 })).toBe("1 game left");
    expect(he("left", { count: 2 })).toBe("two games: 2");
    expect(he("left", { count: 7 })).toBe("7 games left");
  });

  it("gives back the key, without its namespace, when no namespace has it", () => {
    expect(t("nothing.here")).toBe("nothing.here");
    expect(t("common:nothing")).toBe("nothing");
    // A text with a colon that names no namespace is a key as a whole.
    expect(t("Error: boom")).toBe("Error: boom");
  });
});
