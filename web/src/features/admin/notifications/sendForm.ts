/**
 * The send form's values and validation: the domain's notificationFormSchema (the server's rules), with the
 * scheduled time entered as one datetime-local value in the browser's time zone and sent as ISO 8601.
 */
import { type NotificationAction, type NotificationTargetType, type NotificationType, notificationFormSchema } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";

export interface SendFormValues {
  title: string;
  body: string;
  type: NotificationType;
  targetType: NotificationTargetType;
  userIds: string[];
  requireInteraction: boolean;
  actions: NotificationAction[];
  /** A path in the app opened on click; empty for the dashboard. */
  url: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, or empty to send now. */
  scheduledFor: string;
}

export type SendFormOutput = z.output<typeof notificationFormSchema>;

export const EMPTY_SEND_FORM: SendFormValues = {
  title: "",
  body: "",
  type: "custom",
  targetType: "all",
  userIds: [],
  requireInteraction: false,
  actions: [],
  url: "",
  scheduledFor: "",
};

/** A datetime-local value (local wall clock) as an ISO instant; empty stays empty, nonsense is left for the schema to refuse. */
export function localToIso(value: string): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

// The schema's input types url and scheduledFor as unknown (they are preprocessed); the form holds strings.
const schemaResolver = zodResolver(notificationFormSchema) as unknown as Resolver<SendFormValues, unknown, SendFormOutput>;

export const sendFormResolver: Resolver<SendFormValues, unknown, SendFormOutput> = (values, context, options) =>
  schemaResolver({ ...values, scheduledFor: localToIso(values.scheduledFor) }, context, options);
