import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";
import { Button, type ButtonVariant } from "./Button";

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Optional line under the title (also the dialog's accessible description). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (end-aligned; stacked full width on phones). */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
}

const widths = { sm: "md:max-w-sm", md: "md:max-w-lg", lg: "md:max-w-2xl" };

/**
 * Modal dialog (Radix): focus trapped, Escape and overlay click close, focus returns to the opener.
 * On phones it is a bottom sheet; from 768px a centred card.
 *   <Dialog open={open} onOpenChange={setOpen} title={t("editTeam")} footer={<Button ...>}>...form...</Dialog>
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = "md" }: DialogProps) {
  const { t } = useTranslation("common");
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          className={cn(
            "dialog-content fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl",
            "md:inset-x-4 md:top-1/2 md:bottom-auto md:mx-auto md:-translate-y-1/2 md:rounded-2xl",
            widths[size],
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          {...returnFocus}
        >
          <div className="flex items-start gap-3 border-b border-slate-200 p-4 md:px-6">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-bold text-slate-900">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={t("actions.close")} className="-me-2 -mt-1 w-11 px-0">
                <X className="size-5" aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </div>
          {children && <div className="overflow-y-auto p-4 md:px-6">{children}</div>}
          {footer && (
            // Each button on one line: a footer too narrow for them all wraps whole buttons (issue 27 item 11).
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 p-4 md:flex-row md:flex-wrap md:justify-end md:px-6 [&>button]:whitespace-nowrap">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  message: ReactNode;
  /** Called on confirm; the dialog stays open (showing `loading`) until you close it. */
  onConfirm(): void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** "danger" for destructive actions (default), "primary" otherwise. */
  tone?: Extract<ButtonVariant, "danger" | "primary">;
  loading?: boolean;
}

/**
 * Asks before a destructive action:
 *   <ConfirmDialog open={!!toDelete} onOpenChange={(o) => !o && setToDelete(null)} title={t("deleteTeam")}
 *     message={t("deleteTeamConfirm", { name })} confirmLabel={t("common:actions.delete")}
 *     loading={remove.isPending} onConfirm={() => remove.mutate(toDelete._id)} />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel,
  cancelLabel,
  tone = "danger",
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation("common");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !loading && onOpenChange(next)}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={loading}>
            {cancelLabel ?? t("actions.cancel")}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t("actions.confirm")}
          </Button>
        </>
      }
    />
  );
}

/**
 * Radix gives the focus back to its own Trigger only; our dialogs are opened by ordinary buttons (a row's Delete,
 * a quick action), so remember what had the focus when the dialog opened and focus it again on close, when it is
 * still on the page. Spread the result on a Radix Content.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
