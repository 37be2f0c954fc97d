// Before any module that may load zod (see the file).
import "./lib/zod-jitless";
// i18n next: it sets <html lang dir> from the saved language before anything renders.
import { i18nReady } from "./i18n";
import "@fontsource-variable/rubik";
import "./styles.css";
// Before the first render, so the first paint is in the saved or the system's theme.
import "./lib/theme";
import { options } from "preact";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { preloadFirstScreen } from "./app/router";
import { preloadedFontsLoaded } from "./lib/fonts";
import { sendSessionCheck } from "./lib/session";

// The app is written against React's API and runs on Preact's (web/vite.config.ts). Preact runs effects after the
// next paint; React runs those of a click or a key press before the browser paints. Run them as soon as the render is
// done, as React would: a dialog that shows has its Escape handler and its focus trap, and no key press falls between.
options.requestAnimationFrame = queueMicrotask;

const firstScreen = preloadFirstScreen(window.location.pathname);
const sessionChecked = sendSessionCheck();

/**
 * How long the first render waits for the session check and the screen's first answers beyond the code: a slow network
 * shows the frame, then the app.
 */
const ANSWERS_WAIT_MS = 1_500;

// Render once the current language's strings and the first screen's code are in (fetched in parallel), with the
// signed-in user, the screen's data and the preloaded fonts when they arrive in time: one render and one layout of the
// whole screen, not the shell first, then a skeleton, then the screen (docs/rules.md "Delivery").
void Promise.all([
  i18nReady.catch(() => undefined),
  firstScreen.code,
  Promise.race([
    Promise.all([sessionChecked, firstScreen.answers, preloadedFontsLoaded()]),
    new Promise((resolve) => setTimeout(resolve, ANSWERS_WAIT_MS)),
  ]),
]).then(() => {
  createRoot(document.getElementById("root")!).render(<App />);
});

// The service worker (/sw.js, scope /) shows pushes (docs/rules.md "Push") and keeps the app shell for offline use
// (docs/rules.md "Delivery"); it is told which hashed files this page fetched, so it keeps those it did not see.
// Failure only disables push and offline use.
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // Every file so far and every later one, not a list taken once: a page's chunk asked for before the worker took
        // control and finished after that list was taken was never kept, and a reload offline then lacked it.
        new PerformanceObserver((list) => {
          const urls = list.getEntries().flatMap((entry) => (entry.name.includes("/assets/") ? [entry.name] : []));
          if (urls.length > 0) registration.active?.postMessage({ type: "cache-assets", urls });
        }).observe({ type: "resource", buffered: true });
      })
      .catch(() => undefined);
  });
}
