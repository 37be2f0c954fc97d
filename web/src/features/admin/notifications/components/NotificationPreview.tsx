import { Eye } from "lucide-react";
import { useWatch } from "react-hook-form";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { useTranslation } from "../../../../i18n";
import type { SendFormValues } from "../sendForm";

/** Roughly how the notification will look on a phone, updated as the admin types. */
export function NotificationPreview() {
  const { t } = useTranslation("adminNotifications");
  const [title, body, actions, requireInteraction] = useWatch<SendFormValues, ["title", "body", "actions", "requireInteraction"]>(
    {
      name: ["title", "body", "actions", "requireInteraction"],
    },
  );
  const buttons = actions.filter((action) => action.title.trim());
  return (
    <Card as="section" aria-labelledby="preview-title">
      <CardHeader title={<span id="preview-title">{t("send.preview")}</span>} icon={Eye} />
      <div className="rounded-2xl bg-slate-800 p-3 text-white shadow-inner">
        <div className="rounded-xl bg-white/95 p-3 text-slate-900 shadow">
          <div className="flex items-start gap-3">
            <img src="/favicon.svg" alt="" className="size-9 shrink-0 rounded-lg" />
            <div className="min-w-0 flex-1">
              <p dir="auto" className="font-bold break-words">
                {title.trim() || t("send.previewTitle")}
              </p>
              <p dir="auto" className="mt-0.5 line-clamp-4 text-sm break-words whitespace-pre-line text-slate-700">
                {body.trim() || t("send.previewBody")}
              </p>
            </div>
          </div>
          {buttons.length > 0 && (
            <div className="mt-3 flex gap-2 border-t border-slate-200 pt-2">
              {buttons.map((action, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: two unnamed buttons in a fixed order
                  key={index}
                  className="min-w-0 flex-1 truncate rounded-lg bg-slate-100 px-2 py-1.5 text-center text-sm font-semibold"
                >
                  {action.title}
                </span>
              ))}
            </div>
          )}
        </div>
      </div>
      {requireInteraction && <p className="mt-3 text-sm text-slate-600">{t("send.previewSticky")}</p>}
    </Card>
  );
}
