import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

const TONES = {
  error: { role: "alert", className: "border-red-200 bg-red-50 text-red-900" },
  success: { role: "status", className: "border-emerald-200 bg-emerald-50 text-emerald-900" },
  warning: { role: "status", className: "border-amber-300 bg-amber-50 text-amber-900" },
} as const;

/** A message above or in an auth form: a refusal (announced at once), a confirmation or a notice, with its icon. */
export function FormNotice({ tone, icon: Icon, children }: { tone: keyof typeof TONES; icon: LucideIcon; children: ReactNode }) {
  return (
    <p role={TONES[tone].role} className={cn("flex items-start gap-2 rounded-xl border p-3 font-medium", TONES[tone].className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
