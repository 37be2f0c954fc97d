import type { Language } from "@app/domain";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config";
import type { AppDeps } from "../../deps";
import { claimMail, dueMailIds, finishMail, type OutboxRow, releaseStaleMail } from "./outbox";
import { safeMailError } from "./redact";

/** A mail ready to hand to SMTP. */
export interface ComposedMail {
  to: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * Turns a queued row into its mail at the moment it is sent (so a reset link's token exists only in that mail), or
 * null when there is nothing left to say (reminders turned off, every game bet on meanwhile).
 */
export type Composer = (deps: AppDeps, row: OutboxRow) => Promise<ComposedMail | null>;

/** docs/rules.md "Mail": a failed send is tried again after 1, 2, 4, 8 and 16 minutes, then counted as failed. */
export const MAIL_MAX_ATTEMPTS = 6;
export const MAIL_RETRY_BASE_MS = 60_000;
/** A claim older than this was left by a crashed instance (the same span as a stale notification send). */
export const MAIL_STALE_MS = 5 * 60_000;
const BATCH = 20;
const MAX_BATCHES = 10;

export const mailEnabled = (config: Pick<Config, "smtpUrl">) => config.smtpUrl !== undefined;

export const retryDelayMs = (attempts: number) => MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

const transports = new WeakMap<AppDeps, Transporter>();

/** One SMTP transport per app (a connection per mail, no pool: mail is rare); nodemailer's own logger stays off, so nothing of the SMTP session is logged. */
function transportOf(deps: AppDeps): Transporter {
  let transport = transports.get(deps);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: deps.config.smtpUrl,
      // A server that does not answer must not hold a delivery pass for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      logger: false,
      debug: false,
    });
    transports.set(deps, transport);
  }
  return transport;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * One delivery pass over the outbox rows of the given kinds: claim each due row atomically (one instance sends it),
 * compose, send; a failure is logged without secrets and retried with backoff until MAIL_MAX_ATTEMPTS. Nothing
 * escapes: SMTP being down never fails the caller.
 */
export async function deliverQueuedMail(
  deps: AppDeps,
  log: FastifyBaseLogger,
  composers: Readonly<Record<string, Composer>>,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  if (!mailEnabled(deps.config)) return result;
  const released = await releaseStaleMail(deps.db, deps.now() - MAIL_STALE_MS, deps.now());
  if (released > 0) log.warn({ mails: released }, "re-queued mail left unfinished by a crashed instance");
  const kinds = Object.keys(composers);
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await dueMailIds(deps.db, kinds, deps.now(), BATCH);
    for (const id of due) {
      const row = await claimMail(deps.db, id, deps.now());
      if (!row) continue;
      const outcome = await sendOne(deps, log, row, composers[row.kind]);
      if (outcome === "sent") result.sent += 1;
      if (outcome === "failed") result.failed += 1;
    }
    if (due.length < BATCH) break;
  }
  return result;
}

async function sendOne(deps: AppDeps, log: FastifyBaseLogger, row: OutboxRow, compose: Composer | undefined) {
  try {
    const mail = compose ? await compose(deps, row) : null;
    if (!mail) {
      await finishMail(deps.db, row.id, { status: "cancelled" });
      return "cancelled" as const;
    }
    await transportOf(deps).sendMail({
      from: deps.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    await finishMail(deps.db, row.id, { status: "sent", sentAt: new Date(deps.now()).toISOString(), lastError: null });
    return "sent" as const;
  } catch (error) {
    const reason = safeMailError(error, deps.config);
    const final = row.attempts >= MAIL_MAX_ATTEMPTS;
    await finishMail(deps.db, row.id, {
      status: final ? "failed" : "pending",
      nextAttemptAt: deps.now() + retryDelayMs(row.attempts),
      lastError: reason,
    });
    log.warn({ mailId: row.id, kind: row.kind, attempt: row.attempts, final, reason }, "sending a mail failed");
    return final ? ("failed" as const) : ("retry" as const);
  }
}

const kicks = new WeakMap<AppDeps, { again: boolean; done: Promise<void> }>();

/**
 * Starts a delivery pass now, without waiting for it (a reset link should not wait for the next scheduler pass).
 * One pass per app at a time; a kick during a pass runs one more after it, so a mail queued meanwhile is not left
 * for the scheduler. `settleKick` lets the app's close wait for it.
 */
export function kickDelivery(deps: AppDeps, log: FastifyBaseLogger, composers: Readonly<Record<string, Composer>>): void {
  if (!mailEnabled(deps.config)) return;
  const running = kicks.get(deps);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: true, done: Promise.resolve() };
  kicks.set(deps, state);
  state.done = (async () => {
    while (state.again) {
      state.again = false;
      try {
        await deliverQueuedMail(deps, log, composers);
      } catch (error) {
        log.error({ reason: safeMailError(error, deps.config) }, "mail delivery pass failed");
      }
    }
    kicks.delete(deps);
  })();
}

export async function settleKick(deps: AppDeps): Promise<void> {
  await kicks.get(deps)?.done;
}
