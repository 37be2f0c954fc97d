import { ChevronLeft, type LucideIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";
import { Link } from "../../lib/router";

export interface PageHeaderProps {
  /** The page's h1; also the document title. */
  title: string;
  subtitle?: ReactNode;
  icon?: LucideIcon;
  /** Back link above the title, e.g. { to: "/dashboard", label: t("settings:back") }; its chevron flips in RTL. */
  back?: { to: string; label: string };
  /** Buttons at the end of the title row. */
  actions?: ReactNode;
  className?: string;
}

/** <PageHeader title={t("title")} subtitle={t("count", { count })} back={{ to: "/leaderboard", label: t("back") }} /> */
export function PageHeader({ title, subtitle, icon: Icon, back, actions, className }: PageHeaderProps) {
  const { t } = useTranslation("common");
  const appName = t("appName");
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <header className={cn("mb-6", className)}>
      {back && (
        <Link
          to={back.to}
          className="-ms-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
        >
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {Icon && (
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-emerald-700 text-white shadow-sm">
            <Icon className="size-6" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
