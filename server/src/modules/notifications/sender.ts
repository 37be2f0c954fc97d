import type { PushPayload } from "@app/domain";
import webpush from "web-push";
import type { AppDeps } from "../../deps";
import { isOutboundUrlAllowed } from "../../lib/outbound-url";
import { deleteSubscriptionsByIds } from "./repo";
import { vapidDetails } from "./vapid";

/** One browser subscription to deliver to. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface DeliveryReport {
  totalTargeted: number;
  successful: number;
  failed: number;
  /** Subscriptions deleted because their push service answered 404 or 410 (gone). */
  removedSubscriptions: number;
  /** The first few failures, for the admin's details. */
  errors: { statusCode: number | null; message: string }[];
}

/** At most this many push requests in flight per delivery. */
export const PUSH_CONCURRENCY = 10;
/** A push service that has not answered in this time counts as failed. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps an undelivered message (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const MAX_REPORTED_ERRORS = 20;

/**
 * Whether the server may POST to this push endpoint (lib/outbound-url.ts): every push service listens on 443, so an
 * https endpoint on another port is refused (it would let a subscription aim the server at any port of an allowed
 * host). Plain http is only for a local push service on loopback (tests), on any port.
 */
export function isEndpointAllowed(endpoint: string, allowlist: readonly string[]): boolean {
  return isOutboundUrlAllowed(endpoint, allowlist) && (new URL(endpoint).protocol === "http:" || new URL(endpoint).port === "");
}

type Outcome = { ok: true } | { ok: false; gone: boolean; statusCode: number | null; message: string };

/**
 * Encrypts (aes128gcm) and signs (VAPID) the payload with web-push, then POSTs it with fetch, at most
 * PUSH_CONCURRENCY at a time, each bounded by PUSH_TIMEOUT_MS. Never throws for a delivery problem:
 * 2xx is successful, anything else (status, network error, timeout, endpoint no longer allowed) failed;
 * 404/410 also delete the subscription.
 */
export async function deliver(
  deps: AppDeps,
  targets: readonly PushTarget[],
  payload: PushPayload | ((target: PushTarget) => PushPayload),
): Promise<DeliveryReport> {
  const vapid = vapidDetails(deps.config);
  const outcomes: Outcome[] = new Array(targets.length);
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      const target = targets[index];
      outcomes[index] = await sendOne(deps, vapid, target, typeof payload === "function" ? payload(target) : payload);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, targets.length) }, worker));

  const goneIds = targets
    .filter((_, i) => {
      const outcome = outcomes[i];
      return !outcome.ok && outcome.gone;
    })
    .map((t) => t.id);
  if (goneIds.length > 0) await deleteSubscriptionsByIds(deps.db, goneIds);
  const failures = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
  return {
    totalTargeted: targets.length,
    successful: targets.length - failures.length,
    failed: failures.length,
    removedSubscriptions: goneIds.length,
    errors: failures.slice(0, MAX_REPORTED_ERRORS).map(({ statusCode, message }) => ({ statusCode, message })),
  };
}

async function sendOne(
  deps: AppDeps,
  vapid: ReturnType<typeof vapidDetails>,
  target: PushTarget,
  payload: PushPayload,
): Promise<Outcome> {
  if (!isEndpointAllowed(target.endpoint, deps.config.pushEndpointAllowlist)) {
    return { ok: false, gone: false, statusCode: null, message: "Endpoint not allowed" };
  }
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: "aes128gcm" },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch computes the length itself.
      if (name.toLowerCase() !== "content-length") headers[name] = String(value);
    }
    const response = await fetch(details.endpoint, {
      method: "POST",
      headers,
      body: new Uint8Array(details.body),
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    // Drain the body so the connection goes back to the pool.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true };
    const gone = response.status === 404 || response.status === 410;
    return { ok: false, gone, statusCode: response.status, message: `Push service answered ${response.status}` };
  } catch (error) {
    const message = error instanceof Error ? (error.name === "TimeoutError" ? "Timed out" : error.message) : String(error);
    return { ok: false, gone: false, statusCode: null, message };
  }
}
