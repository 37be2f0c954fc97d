// i18n first: it sets <html lang dir> from the saved language before anything renders.
import { i18nReady } from "./i18n";
import "@fontsource-variable/rubik";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";

// Render once the current language's strings are in (one small chunk, fetched in parallel with nothing else).
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// Push notifications need the service worker (/sw.js, scope /: docs/rules.md "Push"). Failure only disables push.
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  });
}
