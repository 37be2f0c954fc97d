import { formatFinalResult, NOTIFICATION_ICON, translate } from "@app/domain";
import type { AppDeps } from "../../deps";
import * as repo from "./repo";
import { deliver } from "./sender";

/**
 * Results push (docs/rules.md "Push"): when a game's result is in, every player who bet on it and has push on gets
 * "Results are in" with the result, their pick and their points; a changed result later gets "Result corrected".
 * Each (game, result) is announced once, whichever instance's scheduler pass gets there first (the result_pushes
 * row is claimed before sending: at most once, like kickoff reminders). Returns how many players were told.
 */
export async function sendResultPushes(deps: AppDeps): Promise<number> {
  let told = 0;
  for (const game of await repo.unannouncedResults(deps.db)) {
    if (game.homeScore === null || game.awayScore === null) continue;
    const result = { homeScore: game.homeScore, awayScore: game.awayScore };
    const { claimed, previous } = await repo.claimResultPush(
      deps.db,
      { id: game.id, ...result },
      new Date(deps.now()).toISOString(),
    );
    if (!claimed) continue;
    for (const bet of await repo.subscribedBettors(deps.db, game.id)) {
      const params = {
        home: game.homeName,
        away: game.awayName,
        result: formatFinalResult(result),
        previous: formatFinalResult(previous),
        pick: formatFinalResult({ homeScore: bet.homeScore, awayScore: bet.awayScore }),
        points: bet.points,
      };
      await deliver(deps, await repo.subscriptionTargetsOfUsers(deps.db, [bet.userId]), {
        title: translate("en", previous ? "resultCorrectionTitle" : "resultPushTitle", params),
        body: translate("en", previous ? "resultCorrectionBody" : "resultPushBody", params),
        requireInteraction: false,
        actions: [{ action: "results", title: translate("en", "actionViewResults") }],
        icon: NOTIFICATION_ICON,
        data: { url: `/games/${game.id}/bets`, notificationId: null },
      });
      told++;
    }
  }
  return told;
}
