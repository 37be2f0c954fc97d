// index.html's inline script (put there by web/vite.config.ts `earlyRequests`, its CSP hash computed by the server from
// the built index.html). It runs as the HTML is parsed, before any of the app's code has arrived, so that on a slow
// network the first screen's data and code travel together with the app's own files instead of one round trip after
// them (docs/rules.md "Delivery"). It must stay tiny and self-contained: it reads the session the way lib/storage.ts
// stores it and sends each call with the headers lib/api.ts would; lib/early.ts hands each answer to apiFetch once.
(() => {
  try {
    const chunks = __EARLY_CHUNKS__;
    const fonts = __EARLY_FONTS__;
    const worker = __EARLY_WORKER__;
    const store = localStorage;
    const token = store.getItem("token");
    const expiry = Number(store.getItem("tokenExpiration"));
    const signedIn = Boolean(token) && !(expiry > 0 && expiry <= Date.now());
    const language = store.getItem("bettingApp_language") === "he" ? "he" : "en";
    // The frame is laid out in the page's direction from its first paint: set later (i18n/index.ts), its blocks moved
    // across a Hebrew screen once the code ran (a layout shift).
    document.documentElement.lang = language;
    document.documentElement.dir = language === "he" ? "rtl" : "ltr";
    const path = location.pathname.replace(/\/+$/, "") || "/";
    // Signed in, / opens the dashboard; signed out, every page but the guest ones ends on the login page.
    const guest = ["/login", "/register", "/forgot-password", "/reset-password", "/unsubscribe"];
    const screen = signedIn ? (path === "/" ? "/dashboard" : path) : guest.includes(path) ? path : "/login";
    // The calls a screen waits for before it shows its data, spelled exactly as its queries ask for them.
    // Each is the page's `firstAnswers` at its plain address (features/*/firstAnswers.ts, boot/early.test.ts): main.tsx
    // puts them in the cache before the first render.
    const reads = {
      "/dashboard": [
        "/competitions",
        "/users/me/stats",
        "/games/upcoming?round=all&closeOnly=false",
        "/games/upcoming?round=current&closeOnly=false",
        "/games/finished?limit=5",
        "/users/leaderboard/winners",
      ],
      "/leaderboard": [
        "/competitions",
        "/leagues",
        "/games/rounds",
        "/games/upcoming?round=all&closeOnly=false",
        "/users/leaderboard?limit=100&offset=0",
        "/users/leaderboard?limit=100&offset=0&live=true",
        "/users/leaderboard/summary",
      ],
    };
    // The code first: it is most of the bytes, and on a browser's six connections to one host the answers (small) then
    // queue behind it rather than ahead of it.
    const files = new Set([...(chunks[language] ?? []), ...(chunks[screen] ?? []), ...(signedIn ? (chunks.session ?? []) : [])]);
    for (const file of files) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = file;
      document.head.appendChild(link);
    }
    if (signedIn) {
      const headers = { Accept: "application/json", "Accept-Language": language, Authorization: `Bearer ${token}` };
      const requests = {};
      for (const call of ["/auth/me", ...((!location.search && reads[screen]) || [])]) {
        requests[call] = fetch(`/api${call}`, { headers });
        // Handled where it is taken; one never taken must not report an unhandled rejection.
        requests[call].catch(() => undefined);
      }
      window.__early = { token, sentAt: Date.now(), requests };
    }
    // The language's Rubik arrives before the first render needs it: laid out once in it, not once in the fallback and
    // again when it swaps in (a second layout of the whole screen on a phone's main thread, and a shift). Not on a slow
    // connection, where 35-44 KB of font ahead of the code held the first screen back 0.5-0.9 s (e2e/slow-network.spec.ts).
    const slow = navigator.connection && navigator.connection.effectiveType !== "4g";
    for (const file of slow ? [] : (fonts[language] ?? [])) {
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "font";
      link.type = "font/woff2";
      link.crossOrigin = "";
      link.href = file;
      document.head.appendChild(link);
    }
    // Signed in, every screen formats numbers and dates: a worker loads the locale's data meanwhile (src/boot/intl-warm.js).
    if (signedIn && worker) new Worker(worker, { name: language === "he" ? "he-IL" : "en-US" });
  } catch {
    // Storage blocked or an old browser: the app asks for everything itself, as it always can.
  }
})();
