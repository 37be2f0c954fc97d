/**
 * Light or dark (docs/rules.md "Delivery"): the system's choice until the user picks one in the menu, which is kept
 * in localStorage. The class `dark` on <html> switches the palette (theme-dark.css). main.tsx imports this module
 * before the first render, so the first paint is already in the right theme; an inline script would be quicker but
 * the CSP forbids one.
 */
import { useSyncExternalStore } from "react";
import { getStoredTheme, storeTheme, type Theme } from "./storage";

export type { Theme } from "./storage";

const CHANGE = "app-theme-change";
const systemDark = (): MediaQueryList | undefined => globalThis.matchMedia?.("(prefers-color-scheme: dark)");

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function apply(): void {
  const dark = (getStoredTheme() ?? (systemDark()?.matches ? "dark" : "light")) === "dark";
  document.documentElement.classList.toggle("dark", dark);
  window.dispatchEvent(new Event(CHANGE));
}

/** Keeps `theme` from now on, over the system's. */
export function setTheme(theme: Theme): void {
  storeTheme(theme);
  apply();
}

/** For useSyncExternalStore: calls `onChange` whenever the theme may have changed. */
export function subscribeTheme(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  return () => window.removeEventListener(CHANGE, onChange);
}

/** The current theme, re-rendering the component when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, currentTheme, () => "light" as const);
}

if (typeof document !== "undefined") {
  apply();
  systemDark()?.addEventListener("change", apply);
}
