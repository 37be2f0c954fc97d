import { ShieldAlert } from "lucide-react";
import { useTranslation } from "../../../i18n";

/** Shown while permission is denied: the site cannot ask again, so the user re-enables it in the browser. */
export function PermissionHelp() {
  const { t } = useTranslation("notifications");
  const steps = [t("deniedHelp.step1"), t("deniedHelp.step2"), t("deniedHelp.step3")];
  return (
    <section aria-labelledby="push-denied-title" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <h3 id="push-denied-title" className="flex items-center gap-2 font-bold">
        <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
        {t("deniedHelp.title")}
      </h3>
      <p className="mt-1 text-sm">{t("deniedHelp.intro")}</p>
      <ol className="mt-2 flex list-decimal flex-col gap-1 ps-5 text-sm">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
