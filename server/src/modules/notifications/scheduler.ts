import { type Language, translate } from "@app/domain";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../deps";
import { composeResetMail, PASSWORD_RESET_MAIL } from "../auth/recovery";
import { deliverQueuedMail } from "../mail/deliver";
import { composeReminderMail, queueEmailReminders, REMINDER_MAIL } from "./email-reminders";
import { sendKickoffReminders } from "./reminders";
import type { NotificationRow } from "./repo";
import * as repo from "./repo";
import { sendResultPushes } from "./results";
import { dispatch, presentNotification } from "./service";

export interface Scheduler {
  stop(): Promise<void>;
}

export interface SchedulerPassResult {
  /** Notifications this pass sent (scheduled ones that came due, and re-claimed stale ones). */
  notifications: NotificationRow[];
  remindersSent: number;
  /** Players told a result ("Results are in" or a correction). */
  resultPushesSent: number;
  /** Reminder mails queued by this pass (one per player, naming their games). */
  emailRemindersQueued: number;
  /** Mails this pass handed to SMTP, and mails it gave up on after the last retry. */
  mailSent: number;
  mailFailed: number;
}

/** Every kind of queued mail and how to compose it (docs/rules.md "Mail"). */
const MAIL_COMPOSERS = { [PASSWORD_RESET_MAIL]: composeResetMail, [REMINDER_MAIL]: composeReminderMail };

/**
 * A `sending` row whose claim (its sentAt, refreshed every 30 s by the sender) is older than this was left by
 * a crashed instance. Choice: a scheduled one is re-claimed atomically and sent again (at least once: devices
 * the crashed instance already reached may get it twice); an immediate one is marked `failed` with a note,
 * since its admin saw the request fail and can use Resend.
 */
export const SENDING_STALE_MS = 5 * 60_000;
const CLAIM_BATCH = 50;
const MAX_BATCHES_PER_PASS = 20;

interface SchedulerState {
  running: boolean;
  lastRunAt: number | null;
}
const states = new WeakMap<AppDeps, SchedulerState>();
function stateOf(deps: AppDeps): SchedulerState {
  let state = states.get(deps);
  if (!state) {
    state = { running: false, lastRunAt: null };
    states.set(deps, state);
  }
  return state;
}

export async function schedulerStatus(deps: AppDeps) {
  const state = stateOf(deps);
  return {
    isRunning: state.running,
    pendingNotifications: await repo.countNotifications(deps.db, { status: "scheduled" }),
    intervalMs: deps.config.schedulerIntervalMs,
    lastRunAt: state.lastRunAt === null ? null : new Date(state.lastRunAt).toISOString(),
  };
}

/**
 * One pass: recover stale claims, claim and send every due scheduled notification, then kickoff reminders.
 * Safe to run in many processes at once: every send is behind an atomic claim. Failures of single
 * notifications are logged and marked `failed`; they do not stop the pass.
 */
export async function runSchedulerPass(deps: AppDeps, log: FastifyBaseLogger): Promise<SchedulerPassResult> {
  stateOf(deps).lastRunAt = deps.now();
  const notifications: NotificationRow[] = [];
  const send = async (row: NotificationRow) => {
    try {
      notifications.push((await dispatch(deps, row)).notification);
    } catch (err) {
      log.error({ err, notificationId: row.id }, "sending a scheduled notification failed");
    }
  };

  const staleBefore = new Date(deps.now() - SENDING_STALE_MS).toISOString();
  for (const stale of await repo.staleSending(deps.db, staleBefore)) {
    const at = new Date(deps.now()).toISOString();
    if (stale.scheduledFor !== null) {
      const row = await repo.reclaimStale(deps.db, stale.id, staleBefore, at);
      if (row) {
        log.warn({ notificationId: row.id }, "re-sending a scheduled notification left unfinished by a crashed instance");
        await send(row);
      }
    } else if (await repo.failStale(deps.db, stale.id, staleBefore, translate("en", "sendInterrupted"))) {
      log.warn({ notificationId: stale.id }, "marked an interrupted immediate send as failed");
    }
  }

  for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch++) {
    const due = await repo.dueScheduledIds(deps.db, deps.now(), CLAIM_BATCH);
    for (const id of due) {
      const row = await repo.claimScheduled(deps.db, id, deps.now(), new Date(deps.now()).toISOString());
      if (row) await send(row);
    }
    if (due.length < CLAIM_BATCH) break;
  }

  let remindersSent = 0;
  try {
    remindersSent = await sendKickoffReminders(deps);
  } catch (err) {
    log.error({ err }, "kickoff reminders failed");
  }
  let resultPushesSent = 0;
  try {
    resultPushesSent = await sendResultPushes(deps);
  } catch (err) {
    log.error({ err }, "result pushes failed");
  }
  let emailRemindersQueued = 0;
  try {
    emailRemindersQueued = await queueEmailReminders(deps);
  } catch (err) {
    log.error({ err }, "e-mail reminders failed");
  }
  // Last, so this pass's reminder mails go out in it; SMTP failures are handled (and logged) per mail inside.
  let mail = { sent: 0, failed: 0 };
  try {
    mail = await deliverQueuedMail(deps, log, MAIL_COMPOSERS);
  } catch (err) {
    log.error({ err }, "mail delivery failed");
  }
  return { notifications, remindersSent, resultPushesSent, emailRemindersQueued, mailSent: mail.sent, mailFailed: mail.failed };
}

/** `POST /notifications/admin/trigger-scheduler`: one pass now, answered with what it sent. */
export async function triggerSchedulerPass(deps: AppDeps, log: FastifyBaseLogger, lang: Language) {
  const result = await runSchedulerPass(deps, log);
  const count = result.notifications.length;
  return {
    success: true,
    message: translate(lang, "schedulerPassDone", { count, reminders: result.remindersSent }),
    processed: count,
    notifications: result.notifications.map(presentNotification),
    remindersSent: result.remindersSent,
    resultPushesSent: result.resultPushesSent,
  };
}

/**
 * Runs a pass at start and then every SCHEDULER_INTERVAL_MS after the previous pass ends (passes never
 * overlap within a process). Nothing escapes the timer: errors are logged. `stop()` clears the timer and
 * waits for a pass in progress.
 */
export function startScheduler(deps: AppDeps, log: FastifyBaseLogger): Scheduler {
  const state = stateOf(deps);
  state.running = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const tick = () => {
    timer = undefined;
    current = runSchedulerPass(deps, log)
      .then(
        (result) => {
          const { notifications, remindersSent, resultPushesSent, emailRemindersQueued, mailSent, mailFailed } = result;
          if (notifications.length + remindersSent + resultPushesSent + emailRemindersQueued + mailSent + mailFailed > 0) {
            log.info(
              {
                notifications: notifications.map((n) => n.id),
                remindersSent,
                resultPushesSent,
                emailRemindersQueued,
                mailSent,
                mailFailed,
              },
              "scheduler pass sent notifications",
            );
          }
        },
        (err) => log.error({ err }, "scheduler pass failed"),
      )
      .finally(() => {
        current = undefined;
        if (!stopped) schedule(deps.config.schedulerIntervalMs);
      });
  };
  const schedule = (delay: number) => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
      state.running = false;
    },
  };
}
