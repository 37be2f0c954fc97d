/**
 * Looking a string up in one language's namespaces: the subset of i18next the app uses, as a plain function (i18next
 * and react-i18next cost a phone's first render tens of milliseconds of script, docs/rules.md "Delivery").
 *
 * - `ns:key.path` names its namespace; otherwise `options.ns`, then the caller's namespaces, in order.
 * - `count` picks the language's plural form (`key_one`, `key_two`, `key_other`), as Intl.PluralRules says.
 * - `{{name}}` is replaced by the option of that name (React escapes what it renders, so nothing is escaped here).
 * - A key found nowhere comes back as the key, without its namespace.
 */
import type { LocaleTree } from "./bundles/build";

export type TOptions = { ns?: string | readonly string[]; count?: number } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

type Bundle = Readonly<Record<string, LocaleTree>>;

function lookup(tree: LocaleTree | undefined, path: string): string | undefined {
  let node: LocaleTree | string | undefined = tree;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const plurals = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  return rules.select(count);
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in options ? String(options[name]) : whole));
}

/** A `t` over `bundle` (one language's namespaces) for `namespaces`, the first being the default. */
export function makeT(language: string, bundle: Bundle, namespaces: readonly string[]): TFunction {
  return (key, options) => {
    let path = key;
    let order: readonly string[] =
      options?.ns === undefined ? namespaces : typeof options.ns === "string" ? [options.ns] : options.ns;
    const colon = key.indexOf(":");
    if (colon > 0 && key.slice(0, colon) in bundle) {
      order = [key.slice(0, colon)];
      path = key.slice(colon + 1);
    }
    const count = options?.count;
    const candidates = typeof count === "number" ? [`${path}_${pluralOf(language, count)}`, `${path}_other`, path] : [path];
    for (const ns of order) {
      for (const candidate of candidates) {
        const text = lookup(bundle[ns], candidate);
        if (text !== undefined) return interpolate(text, options);
      }
    }
    return path;
  };
}
