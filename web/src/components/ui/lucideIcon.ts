/**
 * lucide-react's icon factory, replaced for every lucide icon the app imports (the `oneElementIcons` plugin in
 * web/vite.config.ts): the same `<svg>` with the same attributes and class names, its shapes copied in one go from a
 * set made once per icon. lucide's own factory makes each icon two component layers and a virtual node per shape,
 * built and compared on every render; icons were 61 of the dashboard's elements and 250 more shapes (43% of its DOM).
 * Writing the shapes as markup into each icon cost the parser 15-40 ms per dashboard load here; a copy costs nothing
 * to speak of (README "Lighthouse").
 *
 * Used as lucide's is: `<CalendarClock className="size-5" aria-hidden="true" />`. Not supported, because the app uses
 * none of them: children inside an icon, lucide's context provider and `nonScalingStroke`.
 */
import type { LucideProps } from "lucide-react";
import { createElement, forwardRef } from "react";

/** One shape of an icon: its tag and attributes (lucide adds a `key` for React). */
export type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** What each lucide icon module hands its factory. */
export interface IconData {
  name: string;
  node: IconNode;
  size?: number;
  aliases?: string[];
}

/** The icon's shapes: each one's tag and attributes, `key` left out. */
export function shapesOf(node: IconNode): [tag: string, attributes: [name: string, value: string][]][] {
  return node.map(([tag, attributes]) => [
    tag,
    Object.entries(attributes).flatMap(([name, value]) => (name === "key" ? [] : [[name, String(value)] as [string, string]])),
  ]);
}

const hasAccessibleProp = (props: Record<string, unknown>) =>
  Object.entries(props).some(
    ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );

/** The `<svg>` element's attributes for these props, as lucide's factory gives them (names as the DOM spells them). */
export function svgAttributes(icon: IconData, props: LucideProps): Record<string, unknown> {
  const { className, color, size, width, height, strokeWidth, absoluteStrokeWidth, children, ...rest } = props;
  const viewBox = icon.size ?? 24;
  const stroke = strokeWidth ?? 2;
  const classes = new Set(["lucide", `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)]);
  for (const token of className?.split(/\s+/) ?? []) if (token) classes.add(token);
  return {
    xmlns: "http://www.w3.org/2000/svg",
    width: width ?? size ?? 24,
    height: height ?? size ?? 24,
    viewBox: `0 0 ${viewBox} ${viewBox}`,
    fill: "none",
    stroke: color || "currentColor",
    "stroke-width": absoluteStrokeWidth ? (Number(stroke) * viewBox) / Number(width ?? size ?? 24) : stroke,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    className: [...classes].join(" "),
    ...(!children && !hasAccessibleProp(rest) ? { "aria-hidden": "true" } : {}),
    ...rest,
  };
}

const pascalCase = (name: string) => name.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

const SVG = "http://www.w3.org/2000/svg";

/**
 * The icon's shapes, made once per icon; each drawn icon gets a copy (cloning is far cheaper than making). Made as
 * elements, not parsed from markup: the parser's start-up cost, once per icon, was 7 ms of a dashboard's first load.
 */
function makeShapes(node: IconNode): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const [tag, attributes] of shapesOf(node)) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of attributes) shape.setAttribute(name, value);
    fragment.append(shape);
  }
  return fragment;
}

export default function createLucideIcon(icon: IconData) {
  // Made when first drawn: the bundle holds many more icons than a screen shows.
  let shapes: DocumentFragment | undefined;
  // Preact leaves alone the children it did not render, so the copy stays through every later render.
  const drawShapes = (svg: SVGSVGElement | null) => {
    if (!svg || svg.firstChild) return;
    shapes ??= makeShapes(icon.node);
    svg.append(shapes.cloneNode(true));
  };
  const Icon = forwardRef<SVGSVGElement, LucideProps>((props, ref) => {
    const attach =
      ref === null
        ? drawShapes
        : (svg: SVGSVGElement | null) => {
            drawShapes(svg);
            if (typeof ref === "function") ref(svg);
            else ref.current = svg;
          };
    return createElement("svg", { ...svgAttributes(icon, props), ref: attach });
  });
  Icon.displayName = pascalCase(icon.name);
  return Icon;
}
