import { BellOff, BellRing, Power, Send } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { ConfirmDialog, Dialog } from "../../../components/ui/Dialog";
import { Loading } from "../../../components/ui/Loading";
import { useTranslation } from "../../../i18n";
import { usePushStatus } from "../api";
import { currentPermission } from "../push";
import { usePushActions } from "../usePushActions";
import { PermissionHelp } from "./PermissionHelp";
import { PermissionBadge, SubscriptionBadge } from "./PushStatusBadges";
import { RemindersToggle } from "./RemindersToggle";
import { TechnicalDetails } from "./TechnicalDetails";

export interface NotificationSettingsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The notification settings dialog (docs/rules.md "Screens"): permission and subscription status, Enable / Send Test
 * Notification / Disable, kickoff reminders, technical details, help when permission is denied; a
 * 'Not Supported' dialog in a browser without push.
 *   <NotificationSettingsDialog open={open} onOpenChange={setOpen} />
 */
export function NotificationSettingsDialog(props: NotificationSettingsDialogProps) {
  // Nothing until its first opening, then kept (its close animation and focus return stay Radix's): closed, its tree,
  // push actions and permission reads were 13 ms of the dashboard's first load here, a quarter of that task.
  const opened = useRef(false);
  if (props.open) opened.current = true;
  return opened.current ? <NotificationSettings {...props} /> : null;
}

function NotificationSettings({ open, onOpenChange }: NotificationSettingsDialogProps) {
  const { t } = useTranslation("notifications");
  const status = usePushStatus();
  const actions = usePushActions();
  const [confirming, setConfirming] = useState(false);
  const { refetch } = status.browser;

  // Permission and the subscription can change outside the app (browser settings): re-read on every open.
  useEffect(() => {
    if (open && status.supported) void refetch();
  }, [open, status.supported, refetch]);

  if (!status.supported) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t("unsupported.title")}
        description={t("unsupported.message")}
        size="sm"
      >
        <p className="flex items-start gap-3 text-slate-700">
          <BellOff className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          {t("unsupported.hint")}
        </p>
      </Dialog>
    );
  }

  const permission = status.browser.data?.permission ?? currentPermission();
  const confirmDisable = async () => {
    await actions.disable();
    setConfirming(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("purpose")}
      footer={
        <>
          {/* Nothing to test on before subscribing: disabled, and the reason is read with it. */}
          <Button
            variant="secondary"
            icon={Send}
            loading={actions.testing}
            disabled={!status.active}
            aria-describedby={status.active ? undefined : "send-test-why"}
            onClick={actions.sendTest}
          >
            {t("actions.sendTest")}
          </Button>
          {!status.active && !status.loading && (
            <p id="send-test-why" className="text-sm text-slate-600 sm:me-auto sm:self-center">
              {t("validation:subscribeFirst")}
            </p>
          )}
          {status.active ? (
            <Button variant="danger" icon={Power} onClick={() => setConfirming(true)}>
              {t("actions.disable")}
            </Button>
          ) : (
            <Button icon={BellRing} loading={actions.enabling} disabled={status.loading} onClick={actions.enable}>
              {t("actions.enable")}
            </Button>
          )}
        </>
      }
    >
      {status.loading ? (
        <Loading />
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <StatusTile label={t("status.permission")}>
              <PermissionBadge permission={permission} />
            </StatusTile>
            <StatusTile label={t("status.subscription")}>
              <SubscriptionBadge active={status.active} />
            </StatusTile>
          </dl>
          {permission === "denied" && <PermissionHelp />}
          <RemindersToggle enabled={status.stats.data?.remindersEnabled ?? null} />
          <TechnicalDetails
            endpoint={status.browser.data?.endpoint ?? null}
            deviceCount={status.stats.data?.subscriptionCount ?? 0}
            workerState={status.browser.data?.workerState ?? "none"}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("confirmDisable.title")}
        message={t("confirmDisable.message")}
        confirmLabel={t("actions.disable")}
        loading={actions.disabling}
        onConfirm={confirmDisable}
      />
    </Dialog>
  );
}

function StatusTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2.5">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
