/**
 * Offline when the browser says so, or when this page is the service worker's saved shell (public/sw.js marks it
 * `data-offline`: the network was there but the server was not, which `navigator.onLine` cannot tell).
 * docs/rules.md "Delivery".
 */
export function isOffline(): boolean {
  return !navigator.onLine || document.documentElement.hasAttribute("data-offline");
}

/** Calls `onChange` when the browser goes on or off line; returns the unsubscribe. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}
