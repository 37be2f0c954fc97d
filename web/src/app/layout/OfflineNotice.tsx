import { useSyncExternalStore } from "react";
import { useTranslation } from "../../i18n";
import { isOffline, subscribeOnline } from "../../lib/offline";

/** Says that the app runs from what it saved, instead of leaving the user with failing screens (docs/rules.md "Delivery"). */
export function OfflineNotice() {
  const { t } = useTranslation("layout");
  const offline = useSyncExternalStore(subscribeOnline, isOffline, () => false);
  if (!offline) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center font-medium text-amber-950 text-sm">
      {t("offline")}
    </p>
  );
}
