import type { LucideIcon } from "lucide-react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface CardProps extends ComponentPropsWithRef<"div"> {
  /** Inner padding; "none" for cards whose content bleeds to the edge (lists, images). */
  padding?: "none" | "sm" | "md";
  /** Render as another element, e.g. "section" or "article" (default "div"). */
  as?: "div" | "section" | "article" | "li";
}

const paddings = { none: "", sm: "p-3 md:p-4", md: "p-4 md:p-6" };

/** White rounded surface: <Card as="section" padding="md">...</Card> */
export function Card({ padding = "md", as = "div", className, ...rest }: CardProps) {
  // The element types share the div's props for our purposes (className, children, aria-*).
  const Element = as as "div";
  return (
    <Element
      className={cn("min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm", paddings[padding], className)}
      {...rest}
    />
  );
}

export interface CardHeaderProps {
  title: ReactNode;
  /** Heading level of the title (default h2). */
  level?: 2 | 3;
  icon?: LucideIcon;
  description?: ReactNode;
  /** Controls at the end of the header row. */
  actions?: ReactNode;
  className?: string;
}

/** Title row of a card: <CardHeader title={t("x")} icon={Lock} actions={<Button .../>} /> */
export function CardHeader({ title, level = 2, icon: Icon, description, actions, className }: CardHeaderProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn("mb-4 flex items-start gap-3", className)}>
      {Icon && (
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Heading className="text-lg font-bold text-slate-900">{title}</Heading>
        {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}
