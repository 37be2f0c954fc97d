/**
 * The interface language and its strings. Every user-visible string lives in locales/<lang>/<namespace>.json; a feature
 * adds its own namespace by dropping in en/<ns>.json and he/<ns>.json (bundles/<lang>.ts glob them, no change here) and
 * reads it with `useTranslation("<ns>")` from this module. keys.test.ts keeps the en and he files in step; translate.ts
 * is the lookup (namespaces, plurals, placeholders).
 *
 * The `validation` namespace is built from the domain's messages, so a zod error key ("passwordsDoNotMatch")
 * renders with `t(key, { ns: "validation" })` (see lib/forms.ts `useFieldError`).
 *
 * Each language is one lazily loaded chunk (keeps the login route's JavaScript small): main.tsx renders after
 * `i18nReady`, so every namespace of the current language is there from the first render, and
 * `changeLanguage` loads the other language before switching.
 */

import { messages } from "@app/domain/messages";
import { useMemo, useSyncExternalStore } from "react";
import { getStoredLanguage, type Language, storeLanguage } from "../lib/storage";
import type { LocaleTree } from "./bundles/build";
import { makeT, type TFunction, type TOptions } from "./translate";

export type { Language } from "../lib/storage";
export type { TFunction } from "./translate";
export const LANGUAGES: readonly Language[] = ["en", "he"];

type Bundle = Record<string, LocaleTree>;

export type { LocaleTree };

/**
 * A language's namespaces, with `validation` from the domain's messages. Those are part of the app's first file (both
 * languages): imported by each language's chunk, they were a file of their own, one more request in every first load.
 */
const bundles: Record<Language, () => Promise<Bundle>> = {
  en: () => import("./bundles/en").then((m) => ({ ...m.default, validation: { ...messages.en } })),
  he: () => import("./bundles/he").then((m) => ({ ...m.default, validation: { ...messages.he } })),
};

export function directionOf(language: string): "rtl" | "ltr" {
  return language === "he" ? "rtl" : "ltr";
}

/** Each language's web manifest (web/public), so an installed app carries the name of the language it was installed in. */
const MANIFESTS: Record<Language, string> = { en: "/manifest.webmanifest", he: "/manifest.he.webmanifest" };

/**
 * Links the language's manifest: the only one a first load ever links (with one language's link swapped for the other's
 * early, Chromium at times kept the first for the page, e2e/install.spec.ts), and a new element, not a new href, when
 * the language changes (Chromium kept reporting the old manifest after an href change).
 */
function linkManifest(language: Language): void {
  const link = document.querySelector('link[rel="manifest"]');
  if (link?.getAttribute("href") === MANIFESTS[language]) return;
  const replacement = document.createElement("link");
  replacement.rel = "manifest";
  replacement.href = MANIFESTS[language];
  if (link) link.replaceWith(replacement);
  else document.head.appendChild(replacement);
}

/**
 * Sets <html lang dir>, and the manifest once the page has loaded: linked at start-up, Chromium fetched it and the icon
 * it names beside the first screen's code and answers, two of a browser's six connections to the server. Runs at
 * start-up (main.tsx imports this module first) and on every change.
 */
function applyToDocument(language: Language, startUp = false): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  if (!startUp || document.readyState === "complete") linkManifest(language);
  // The language then, which a switch before the load may have changed.
  else window.addEventListener("load", () => linkManifest(currentLanguage()), { once: true });
}

let language: Language = getStoredLanguage();
applyToDocument(language, true);

const loaded: Partial<Record<Language, Bundle>> = {};
const listeners = new Set<() => void>();
/** One `t` per language and namespaces, so a memoised component sees the same function until the language changes. */
const fixed = new Map<string, TFunction>();

function fixedT(namespaces: readonly string[]): TFunction {
  const key = `${language}\u0000${namespaces.join(",")}`;
  let t = fixed.get(key);
  if (!t) {
    t = makeT(language, loaded[language] ?? {}, namespaces);
    fixed.set(key, t);
  }
  return t;
}

/** Resolves once every namespace of the saved language is in. */
export const i18nReady: Promise<void> = bundles[language]().then((bundle) => {
  loaded[language] = bundle;
  fixed.clear();
});

async function loadLanguage(next: Language): Promise<void> {
  loaded[next] ??= await bundles[next]();
}

export function currentLanguage(): Language {
  return language;
}

/** Switches the interface language (loading it first); <html lang/dir>, localStorage and every screen follow at once. */
export async function changeLanguage(next: Language): Promise<void> {
  await i18nReady;
  await loadLanguage(next);
  if (next === language) return;
  language = next;
  fixed.clear();
  applyToDocument(next);
  storeLanguage(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language and its strings outside a component (an API error's message): read at the call, never kept. */
const i18n = {
  get language(): Language {
    return language;
  },
  dir: (): "rtl" | "ltr" => directionOf(language),
  t: (key: string, options?: TOptions): string => fixedT(["common"])(key, options),
};

/**
 * A component's `t` for its namespaces (the first is the default; a key found in none of them comes back as the key),
 * and the language; the component renders again when the language changes.
 */
export function useTranslation(namespaces: string | readonly string[] = "common"): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, currentLanguage);
  const key = typeof namespaces === "string" ? namespaces : namespaces.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` and `key` are what the lookup depends on
  const t = useMemo(() => fixedT(key.split(",")), [current, key]);
  return { t, i18n };
}

export default i18n;
