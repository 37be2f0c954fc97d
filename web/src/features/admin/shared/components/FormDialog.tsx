import type { FormEventHandler, ReactNode } from "react";
import { Button } from "../../../../components/ui/Button";
import { Dialog } from "../../../../components/ui/Dialog";
import { useTranslation } from "../../../../i18n";

export interface FormDialogProps {
  /** Unique per screen: ties the footer's submit button to the form. */
  formId: string;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** While saving: the submit button spins and the dialog cannot be dismissed. */
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  /** The fields. */
  children: ReactNode;
}

/** An open modal form with Cancel and a submit button in the footer (add/edit team, user, password). */
export function FormDialog({ formId, title, description, submitLabel, pending, onSubmit, onClose, children }: FormDialogProps) {
  const { t } = useTranslation("common");
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
      </form>
    </Dialog>
  );
}
