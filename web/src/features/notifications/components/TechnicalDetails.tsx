import { ChevronDown } from "lucide-react";
import { DetailRow } from "../../../components/ui/DetailRow";
import { useTranslation } from "../../../i18n";
import type { WorkerState } from "../push";

export interface TechnicalDetailsProps {
  /** This browser's push endpoint, or null. */
  endpoint: string | null;
  /** Devices (subscriptions) the server has for the user. */
  deviceCount: number;
  workerState: WorkerState;
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
}

/** A collapsible list: push service host, subscribed devices, service worker state. */
export function TechnicalDetails({ endpoint, deviceCount, workerState }: TechnicalDetailsProps) {
  const { t } = useTranslation("notifications");
  return (
    <details className="group rounded-xl border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        {t("details.title")}
        <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <dl className="flex flex-col gap-2 border-t border-slate-200 p-3 text-sm">
        <DetailRow align="baseline" label={t("details.endpoint")}>
          {endpoint ? (
            <span dir="ltr" className="break-all font-mono">
              {hostOf(endpoint)}
            </span>
          ) : (
            t("details.noEndpoint")
          )}
        </DetailRow>
        <DetailRow align="baseline" label={t("details.devices")}>
          <span className="tabular-nums">{deviceCount}</span>
        </DetailRow>
        <DetailRow align="baseline" label={t("details.worker")}>
          {t(`details.workerStates.${workerState}`)}
        </DetailRow>
      </dl>
    </details>
  );
}
