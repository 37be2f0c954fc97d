import type { PublicUser } from "@app/domain";
import { Languages } from "lucide-react";
import { changeLanguage, type Language, useTranslation } from "../../i18n";
import { apiFetch } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session";

/** Switches between English and Hebrew; shows the language it switches TO ("עברית" / "English"). */
export function LanguageToggle({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { t, i18n } = useTranslation("common");
  const { user, updateUser } = useSession();
  const other: Language = i18n.language === "he" ? "en" : "he";
  const switchLanguage = async () => {
    await changeLanguage(other);
    if (!user) return;
    // The account's mails follow the interface (docs/rules.md "Mail"). Not retried: the next switch sends it again.
    apiFetch<{ user: PublicUser }>("/auth/me", { method: "PATCH", body: { language: other } })
      .then((answer) => updateUser(answer.user))
      .catch(() => undefined);
  };
  return (
    <button
      type="button"
      onClick={() => void switchLanguage()}
      title={t("language.switch")}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold transition-colors",
        tone === "dark" ? "text-white hover:bg-white/10" : "text-slate-800 hover:bg-slate-100",
        className,
      )}
    >
      <Languages className="size-5 shrink-0" aria-hidden="true" />
      <span lang={other}>{t(`language.${other}`)}</span>
    </button>
  );
}
