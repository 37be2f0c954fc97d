import fs from "node:fs";
import path from "node:path";
import type { LucideIcon, LucideProps } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type IconData, type IconNode, shapesOf } from "./lucideIcon";

/** Every icon the app imports from lucide-react. */
function iconsInUse(): string[] {
  const names = new Set<string>();
  const src = path.join(import.meta.dirname, "../..");
  for (const file of fs.readdirSync(src, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || file.endsWith(".test.ts")) continue;
    const code = fs.readFileSync(path.join(src, file), "utf8");
    for (const [, list] of code.matchAll(/import \{([^}]*)\} from "lucide-react"/g)) {
      for (const name of list.split(",").map((part) => part.trim())) if (name && !name.startsWith("type ")) names.add(name);
    }
  }
  return [...names].sort();
}

/** The lucide-react module of each icon name (its index re-exports every icon and alias from one module per icon). */
function iconModules(): Map<string, string> {
  const index = fs.readFileSync(
    path.join(import.meta.dirname, "../../../../node_modules/lucide-react/dist/esm/lucide-react.mjs"),
    "utf8",
  );
  const modules = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) modules.set(name, file);
  }
  return modules;
}

const PROPS: LucideProps[] = [
  {},
  { className: "size-5" },
  { className: "size-4 text-red-700", "aria-hidden": "true" },
  { "aria-label": "Trophy" },
  { role: "img" },
  { size: 16, strokeWidth: 3 },
  { color: "#b91c1c", absoluteStrokeWidth: true, size: 48 },
  { fill: "currentColor", className: "lucide size-3" },
];

/** The shapes the icon is given, as markup (lucide's paths hold no quote or ampersand to escape). */
const markup = (node: IconNode) =>
  shapesOf(node)
    .map(([tag, attributes]) => `<${tag}${attributes.map(([name, value]) => ` ${name}="${value}"`).join("")}></${tag}>`)
    .join("");

describe("one-element lucide icons (vite's oneElementIcons plugin)", () => {
  const names = iconsInUse();

  it("finds the app's icons", () => {
    expect(names.length).toBeGreaterThan(40);
    expect(names).toContain("Trophy");
  });

  const modules = iconModules();

  it.each(names)("%s renders lucide's own svg element and shapes for every kind of props the app passes", async (name) => {
    const { default: lucideIcon, __iconData } = (await import(`lucide-react/icons/${modules.get(name)}`)) as {
      default: LucideIcon;
      __iconData: IconData;
    };
    const ours = createLucideIcon(__iconData);
    for (const props of PROPS) {
      const [, svg, shapes] = /^(<svg[^>]*>)(.*)<\/svg>$/.exec(renderToStaticMarkup(createElement(lucideIcon, props))) ?? [];
      // The shapes are copied in when the browser attaches the element (a ref), so a static render has none.
      expect(renderToStaticMarkup(createElement(ours, props))).toBe(`${svg}</svg>`);
      expect(markup(__iconData.node)).toBe(shapes);
    }
  });

  it("leaves out lucide's React key and keeps every value as text", () => {
    expect(shapesOf([["circle", { cx: 12, cy: 12, r: 10, key: "k" }]])).toEqual([
      [
        "circle",
        [
          ["cx", "12"],
          ["cy", "12"],
          ["r", "10"],
        ],
      ],
    ]);
  });
});
