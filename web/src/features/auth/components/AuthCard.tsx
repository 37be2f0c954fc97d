import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "../../../components/ui/PageHeader";
import { cn } from "../../../lib/cn";
import { Link, useLocation } from "../../../lib/router";

/**
 * The card login and register sit in, on the pitch background of the auth page area; its footer leads to
 * the other one ("No account? Register"), keeping the page the visitor was sent from (see app/sessionRedirect.ts).
 * A `directional` icon (an arrow into a door) is mirrored in RTL, like every directional icon of the app.
 */
export function AuthCard({
  icon: Icon,
  directional = false,
  title,
  subtitle,
  children,
  footer,
}: {
  icon: LucideIcon;
  directional?: boolean;
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: { prompt: string; to: string; link: string };
}) {
  const { state } = useLocation();
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-black/5">
        <div className="flex flex-col items-center gap-2 bg-gradient-to-b from-emerald-50 to-white px-6 pt-8 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-emerald-700 text-white shadow-md">
            <Icon className={cn("size-7", directional && "rtl:-scale-x-100")} aria-hidden="true" />
          </span>
          <PageHeader title={title} subtitle={subtitle} className="mb-0" />
        </div>
        <div className="px-6 pt-4 pb-6 md:px-8">{children}</div>
        <div className="border-t border-slate-100 bg-slate-50 px-6 py-4 text-center text-slate-700">
          {footer.prompt}{" "}
          <Link
            to={footer.to}
            state={state}
            className="inline-block py-2 font-semibold text-emerald-800 underline underline-offset-4"
          >
            {footer.link}
          </Link>
        </div>
      </div>
    </div>
  );
}
