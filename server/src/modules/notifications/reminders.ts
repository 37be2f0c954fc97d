import { NOTIFICATION_ICON, translate } from "@app/domain";
import type { AppDeps } from "../../deps";
import * as repo from "./repo";
import { deliver } from "./sender";

/**
 * Kickoff reminders: for each game open for betting that kicks off within REMINDER_MINUTES_BEFORE minutes,
 * every user with reminders on, a subscription and no bet on it gets one push. The (game, user) row in
 * game_reminders is written first, with its primary key as the guard, so a reminder is never sent twice,
 * not even by two instances at once (at most once: a crash between the insert and the push loses it).
 * Returns how many users were reminded.
 */
export async function sendKickoffReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const games = await repo.gamesKickingOff(deps.db, now, now + deps.config.reminderMinutesBefore * 60_000);
  let reminded = 0;
  for (const game of games) {
    const candidates = await repo.reminderCandidates(deps.db, game.id);
    if (candidates.length === 0) continue;
    const claimed = await repo.claimReminders(deps.db, game.id, candidates, new Date(now).toISOString());
    if (claimed.length === 0) continue;
    const targets = await repo.subscriptionTargetsOfUsers(deps.db, claimed);
    const params = {
      home: game.homeName,
      away: game.awayName,
      minutes: Math.max(1, Math.round((game.kickoffAt - now) / 60_000)),
    };
    await deliver(deps, targets, {
      title: translate("en", "reminderTitle", params),
      body: translate("en", "reminderBody", params),
      requireInteraction: false,
      actions: [{ action: "bet", title: translate("en", "actionPlaceBets") }],
      icon: NOTIFICATION_ICON,
      data: { url: `/games/${game.id}/bet`, notificationId: null },
    });
    reminded += claimed.length;
  }
  return reminded;
}
