import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/Button";
import { EmptyState } from "../components/ui/EmptyState";

/** Shown when a screen throws while rendering or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation("common");
  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] px-4 py-10">
      <EmptyState
        icon={TriangleAlert}
        title={t("routeError.title")}
        hint={t("routeError.message")}
        action={<Button onClick={() => window.location.reload()}>{t("actions.reload")}</Button>}
      />
    </main>
  );
}
