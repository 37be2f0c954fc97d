/**
 * i18next set-up. Every user-visible string lives in locales/<lang>/<namespace>.json; a feature adds its own
 * namespace by dropping in en/<ns>.json and he/<ns>.json (bundles/<lang>.ts glob them, no change here) and reads
 * it with `useTranslation("<ns>")`. keys.test.ts keeps the en and he files in step.
 *
 * The `validation` namespace is built from the domain's messages, so a zod error key ("passwordsDoNotMatch")
 * renders with `t(key, { ns: "validation" })` (see lib/forms.ts `useFieldError`).
 *
 * Each language is one lazily loaded chunk (keeps the login route's JavaScript small): main.tsx renders after
 * `i18nReady`, so every namespace of the current language is there from the first render, and
 * `changeLanguage` loads the other language before switching.
 */

import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { getStoredLanguage, type Language, storeLanguage } from "../lib/storage";
import type { LocaleTree } from "./bundles/build";

export type { Language } from "../lib/storage";
export const LANGUAGES: readonly Language[] = ["en", "he"];

type Bundle = Record<string, LocaleTree>;

export type { LocaleTree };

const bundles: Record<Language, () => Promise<Bundle>> = {
  en: () => import("./bundles/en").then((m) => m.default),
  he: () => import("./bundles/he").then((m) => m.default),
};

export function directionOf(language: string): "rtl" | "ltr" {
  return language === "he" ? "rtl" : "ltr";
}

/** Each language's web manifest (web/public), so an installed app carries the name of the language it was installed in. */
const MANIFESTS: Record<Language, string> = { en: "/manifest.webmanifest", he: "/manifest.he.webmanifest" };

/** Sets <html lang dir> and the manifest link; runs at start-up (main.tsx imports this module first) and on every change. */
function applyToDocument(language: Language): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // The early script (boot/early.js) links the saved language's manifest; a new element, not a new href, when the
  // language changes: Chromium kept reporting the old manifest after an href change (e2e/install.spec.ts).
  const link = document.querySelector('link[rel="manifest"]');
  if (link?.getAttribute("href") === MANIFESTS[language]) return;
  const replacement = document.createElement("link");
  replacement.rel = "manifest";
  replacement.href = MANIFESTS[language];
  if (link) link.replaceWith(replacement);
  else document.head.appendChild(replacement);
}

const initial = getStoredLanguage();
applyToDocument(initial);

i18n.on("languageChanged", (language) => {
  const lang: Language = language === "he" ? "he" : "en";
  applyToDocument(lang);
  storeLanguage(lang);
});

/** Resolves once i18next is initialised with every namespace of the saved language. */
export const i18nReady: Promise<void> = bundles[initial]().then(async (bundle) => {
  await i18n.use(initReactI18next).init({
    resources: { [initial]: bundle },
    lng: initial,
    fallbackLng: false, // en and he have the same keys (keys.test.ts); only the current language is loaded
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(bundle),
    defaultNS: "common",
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: false },
  });
});

async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "common")) return;
  const bundle = await bundles[language]();
  for (const [ns, tree] of Object.entries(bundle)) i18n.addResourceBundle(language, ns, tree, true, true);
}

export function currentLanguage(): Language {
  return i18n.language === "he" ? "he" : "en";
}

/** Switches the interface language (loading it first); <html lang/dir> and localStorage follow at once. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18nReady;
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export default i18n;
