import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { changeLanguage, type Language } from "../../i18n";
import { cn } from "../../lib/cn";

/** Switches between English and Hebrew; shows the language it switches TO ("עברית" / "English"). */
export function LanguageToggle({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { t, i18n } = useTranslation("common");
  const other: Language = i18n.language === "he" ? "en" : "he";
  return (
    <button
      type="button"
      onClick={() => void changeLanguage(other)}
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
