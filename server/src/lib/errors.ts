import type { MessageKey } from "@app/domain";

/** An expected failure with an HTTP status and a translatable message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly errors?: { path: string; message: MessageKey | string }[],
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new HttpError(400, key, params);
export const unauthorized = (key: MessageKey = "unauthorized") => new HttpError(401, key);
export const forbidden = (key: MessageKey = "forbidden") => new HttpError(403, key);
export const notFound = (key: MessageKey = "notFound") => new HttpError(404, key);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) => new HttpError(409, key, params);
