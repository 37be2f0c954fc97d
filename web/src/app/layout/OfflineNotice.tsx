import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Offline when the browser says so, or when this page is the service worker's saved shell (public/sw.js marks it
 * `data-offline`: the network was there but the server was not, which `navigator.onLine` cannot tell).
 */
function isOffline(): boolean {
  return !navigator.onLine || document.documentElement.hasAttribute("data-offline");
}

/** Says that the app runs from what it saved, instead of leaving the user with failing screens (docs/rules.md "Delivery"). */
export function OfflineNotice() {
  const { t } = useTranslation("layout");
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center font-medium text-amber-950 text-sm">
      {t("offline")}
    </p>
  );
}
