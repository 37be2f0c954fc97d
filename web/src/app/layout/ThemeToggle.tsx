import { Moon, Sun } from "lucide-react";
import { useTranslation } from "../../i18n";
import { setTheme, useTheme } from "../../lib/theme";

/** Switches between the light and the dark theme; says which one it switches TO, like the language toggle. */
export function ThemeToggle() {
  const { t } = useTranslation("layout");
  const theme = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  const Icon = next === "dark" ? Moon : Sun;
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      className="inline-flex min-h-11 w-full items-center justify-start gap-2 rounded-xl px-3 font-semibold text-slate-800 transition-colors hover:bg-slate-100"
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {t(`theme.${next}`)}
    </button>
  );
}
