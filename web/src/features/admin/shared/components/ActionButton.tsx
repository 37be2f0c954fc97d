import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "../../../../components/ui/Button";
import { cn } from "../../../../lib/cn";

export interface ActionButtonProps extends Omit<ButtonProps, "children" | "aria-label"> {
  icon: LucideIcon;
  /** The visible word ('Edit'). */
  label: string;
  /** The accessible name, starting with the visible word: 'Edit Maccabi Haifa'. */
  name: string;
}

/** A small row action (edit, delete, ...) whose accessible name says which item it acts on. */
export function ActionButton({ icon, label, name, variant = "secondary", className, ...rest }: ActionButtonProps) {
  return (
    // On one line: a row's actions wrap as whole buttons, never a label over two lines (issue 27 item 11).
    <Button variant={variant} size="sm" icon={icon} aria-label={name} {...rest} className={cn("whitespace-nowrap", className)}>
      {label}
    </Button>
  );
}
