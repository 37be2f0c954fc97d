import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "../../../../components/ui/Button";

export interface ActionButtonProps extends Omit<ButtonProps, "children" | "aria-label"> {
  icon: LucideIcon;
  /** The visible word ('Edit'). */
  label: string;
  /** The accessible name, starting with the visible word: 'Edit Maccabi Haifa'. */
  name: string;
}

/** A small row action (edit, delete, ...) whose accessible name says which item it acts on. */
export function ActionButton({ icon, label, name, variant = "secondary", ...rest }: ActionButtonProps) {
  return (
    <Button variant={variant} size="sm" icon={icon} aria-label={name} {...rest}>
      {label}
    </Button>
  );
}
