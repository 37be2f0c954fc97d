import { NOTIFICATION_BODY_MAX, NOTIFICATION_TARGET_TYPES, NOTIFICATION_TITLE_MAX, NOTIFICATION_TYPES } from "@app/domain";
import { CalendarClock, Send } from "lucide-react";
import { useId, useState } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { Checkbox, controlStyles, Field, Input, Select } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { cn } from "../../../../lib/cn";
import { useFieldError } from "../../../../lib/forms";
import { useSendNotification, useTemplates } from "../api";
import { EMPTY_SEND_FORM, type SendFormOutput, type SendFormValues, sendFormResolver } from "../sendForm";
import { useSentToast } from "../useSentToast";
import { ActionsEditor } from "./ActionsEditor";
import { NotificationPreview } from "./NotificationPreview";
import { UserPicker } from "./UserPicker";

/** The browser's time zone, shown beside the scheduled time ('Asia/Jerusalem'). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Send or schedule a notification: template, title and body (with counters), type, audience (everyone or
 * searched users), link, require-interaction, up to two action buttons and an optional datetime-local time.
 */
export function SendNotificationForm() {
  const { t } = useTranslation("adminNotifications");
  const fieldError = useFieldError();
  const send = useSendNotification();
  const sentToast = useSentToast();
  const templates = useTemplates();
  const [templateId, setTemplateId] = useState("");
  const blockedId = useId();
  const form = useForm<SendFormValues, unknown, SendFormOutput>({
    resolver: sendFormResolver,
    defaultValues: EMPTY_SEND_FORM,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const [title, body, targetType, scheduledFor] = watch(["title", "body", "targetType", "scheduledFor"]);
  const ready = title.trim() !== "" && body.trim() !== "";

  const applyTemplate = (id: string) => {
    setTemplateId(id);
    const template = templates.data?.find((candidate) => candidate.id === id);
    if (!template) return;
    const { title, body, type, requireInteraction, actions, url } = template;
    reset({ ...getValues(), title, body, type, requireInteraction, actions, url });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await send.mutateAsync(values);
      if (!result.success) {
        toast.error(result.message);
        return;
      }
      if (values.scheduledFor) toast.success(t("send.scheduledToast"));
      else sentToast(result);
      reset(EMPTY_SEND_FORM);
      setTemplateId("");
    } catch (error) {
      toast.error(errorMessage(error, t("send.failed")));
    }
  });

  return (
    <FormProvider {...form}>
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <Card as="section" aria-labelledby="send-title" className="lg:col-span-2">
          <CardHeader title={<span id="send-title">{t("send.title")}</span>} description={t("send.description")} icon={Send} />
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <Select
              label={t("send.template")}
              hint={t("send.templateHint")}
              value={templateId}
              onChange={(event) => applyTemplate(event.target.value)}
              disabled={!templates.data}
            >
              <option value="">{t("send.noTemplate")}</option>
              {templates.data?.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </Select>
            <Input
              label={t("send.titleLabel")}
              dir="auto"
              maxLength={NOTIFICATION_TITLE_MAX}
              autoComplete="off"
              hint={t("send.counter", { length: title.length, max: NOTIFICATION_TITLE_MAX })}
              error={fieldError(errors.title)}
              {...register("title")}
            />
            <Field
              label={t("send.bodyLabel")}
              hint={t("send.counter", { length: body.length, max: NOTIFICATION_BODY_MAX })}
              error={fieldError(errors.body)}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={4}
                  dir="auto"
                  maxLength={NOTIFICATION_BODY_MAX}
                  className={cn(controlStyles, "resize-y")}
                  {...register("body")}
                />
              )}
            </Field>
            <Select label={t("send.type")} {...register("type")}>
              {NOTIFICATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold text-slate-800">{t("send.target")}</legend>
              <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
                {NOTIFICATION_TARGET_TYPES.map((target) => (
                  <label key={target} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
                    <input type="radio" value={target} className="size-5 accent-emerald-700" {...register("targetType")} />
                    {t(`targets.${target}`)}
                  </label>
                ))}
              </div>
              {targetType === "specific-users" && (
                <Controller
                  control={control}
                  name="userIds"
                  render={({ field }) => (
                    <UserPicker value={field.value} onChange={field.onChange} error={fieldError(errors.userIds)} />
                  )}
                />
              )}
            </fieldset>
            <Input
              label={t("send.url")}
              hint={t("send.urlHint")}
              placeholder="/upcoming-games"
              dir="ltr"
              autoComplete="off"
              error={fieldError(errors.url)}
              {...register("url")}
            />
            <Checkbox
              label={t("send.requireInteraction")}
              hint={t("send.requireInteractionHint")}
              {...register("requireInteraction")}
            />
            <ActionsEditor />
            <Input
              type="datetime-local"
              label={t("send.scheduledFor")}
              hint={t("send.scheduledForHint", { zone: timeZone })}
              error={fieldError(errors.scheduledFor)}
              className="sm:max-w-xs"
              {...register("scheduledFor")}
            />
            <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
              <Button
                type="submit"
                size="lg"
                icon={scheduledFor ? CalendarClock : Send}
                loading={send.isPending}
                disabled={!ready}
                aria-describedby={ready ? undefined : blockedId}
              >
                {scheduledFor ? t("send.schedule") : t("send.send")}
              </Button>
              {!ready && (
                <p id={blockedId} className="text-sm text-slate-600">
                  {t("validation:titleBodyRequired")}
                </p>
              )}
            </div>
          </form>
        </Card>
        <div className="lg:sticky lg:top-20">
          <NotificationPreview />
        </div>
      </div>
    </FormProvider>
  );
}
