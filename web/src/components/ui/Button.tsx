import { Loader2, type LucideIcon } from "lucide-react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Link, type LinkProps } from "../../lib/router";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary: "bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 active:bg-emerald-900",
  secondary: "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900",
  ghost: "text-slate-700 hover:bg-slate-100 active:bg-slate-200",
};

// Every size keeps the 44px tap target (min-h-11).
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 text-sm gap-1.5",
  md: "min-h-11 px-4 text-base gap-2",
  lg: "min-h-12 px-6 text-lg gap-2",
};

/** The classes of a button, for elements that must look like one (links, labels). */
export function buttonStyles({ variant = "primary", size = "md", fullWidth = false }: ButtonStyleOptions = {}): string {
  return cn(
    // The body lets long user names break anywhere; a button's label breaks between words only, or a squeezed row of
    // buttons ends up one letter per line.
    "inline-flex items-center justify-center rounded-xl text-center font-semibold transition-colors select-none [overflow-wrap:normal]",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    variants[variant],
    sizes[size],
    fullWidth && "w-full",
  );
}

export interface ButtonProps extends ComponentPropsWithRef<"button">, ButtonStyleOptions {
  /** Shows a spinner, disables the button and sets aria-busy; the label stays for screen readers. */
  loading?: boolean;
  /** Icon before the label (mirrors nothing; pass a directional icon with className "rtl:-scale-x-100"). */
  icon?: LucideIcon;
}

/**
 * <Button variant="primary|secondary|danger|ghost" size="sm|md|lg" loading={isPending} icon={Save}>Save</Button>
 * Defaults to type="button"; pass type="submit" in forms.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon: Icon,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonStyles({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <Loader2 className="size-5 shrink-0 animate-spin" aria-hidden="true" />
      ) : (
        Icon && <Icon className="size-5 shrink-0" aria-hidden="true" />
      )}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends LinkProps, ButtonStyleOptions {
  icon?: LucideIcon;
  children: ReactNode;
}

/** A router link that looks like a Button: <LinkButton to="/upcoming-games" variant="secondary">...</LinkButton> */
export function LinkButton({ variant, size, fullWidth, icon: Icon, className, children, ...rest }: LinkButtonProps) {
  return (
    <Link className={cn(buttonStyles({ variant, size, fullWidth }), className)} {...rest}>
      {Icon && <Icon className="size-5 shrink-0" aria-hidden="true" />}
      {children}
    </Link>
  );
}
