import { type Game, type GameForm, type GameValues, gameFormToInput, parseFinalResult } from "@app/domain";

/**
 * The admin game form's values (docs/rules.md "Games": strings as typed) for a game, or the empty form to create one:
 * team ids, date, "HH:MM", round, the flags, and the result split into the two score fields ("" without a result).
 */
export function gameFormValues(game: Game | null): GameForm {
  const score = parseFinalResult(game?.finalResult);
  return {
    homeGroupId: game?.homeGroupId._id ?? "",
    awayGroupId: game?.awayGroupId._id ?? "",
    date: game?.date ?? "",
    hour: game?.hour ?? "",
    round: game?.round ?? "",
    isBettingLocked: game?.isBettingLocked ?? false,
    isFinished: game?.isFinished ?? false,
    homeScore: score ? String(score.homeScore) : "",
    awayScore: score ? String(score.awayScore) : "",
  };
}

/**
 * A stored game as the API body the form would send for it unchanged (`gameFormToInput(gameFormValues(game))`): what
 * an update compares the submitted values with, so only the fields that changed are sent.
 */
export function gameValues(game: Game): GameValues {
  return gameFormToInput(gameFormValues(game));
}
