import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export interface BannerProps {
  icon: LucideIcon;
  /** e.g. 'Place Your Bets!' */
  title: string;
  children?: ReactNode;
}

/** The green headline strip of a games screen: <Banner icon={Target} title={t("upcoming.banner")}>...</Banner> */
export function Banner({ icon: Icon, title, children }: BannerProps) {
  return (
    <section
      aria-label={title}
      className="on-dark mb-6 flex items-start gap-4 rounded-2xl bg-linear-to-br from-emerald-800 to-emerald-600 p-4 text-white shadow-sm md:items-center md:gap-5 md:p-6"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-white/15 md:size-12">
        <Icon className="size-5 md:size-6" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-xl font-extrabold tracking-tight md:text-2xl">{title}</p>
        {children}
      </div>
    </section>
  );
}
