import type { Game } from "@app/domain/games";
import { useEffect, useRef, useState } from "react";
import { useSaveTip } from "../api";
import { checkTip, type TipCheck, type TipFields, type TipSide, tipFields } from "../tipInput";
import { createTipSaver, type TipSaver, type TipSaveState } from "../tipSaver";

export interface TipAutosave {
  fields: TipFields;
  check: TipCheck;
  state: TipSaveState;
  /** The player typed into a field or stepped it; `badInput` when the browser could not read the text as a number. */
  edit(side: TipSide, text: string, badInput?: boolean): void;
  retry(): void;
}

const sameTip = (a: TipCheck["score"], b: TipCheck["score"]) => a?.homeScore === b?.homeScore && a?.awayScore === b?.awayScore;

/**
 * One card of the round tip sheet: the fields' text, held here and seeded from the player's bet, saved through a
 * TipSaver. A refetch only replaces the fields while they still show what the server had and nothing waits to be
 * saved, so a list refreshed by another card's save never overwrites what the player is typing.
 */
export function useTipAutosave(game: Game): TipAutosave {
  const { mutateAsync } = useSaveTip();
  const gameId = game._id;
  const homeSaved = game.userBet?.predictedResult.homeScore;
  const awaySaved = game.userBet?.predictedResult.awayScore;
  const server = homeSaved === undefined || awaySaved === undefined ? null : { homeScore: homeSaved, awayScore: awaySaved };

  const [fields, setFields] = useState(() => tipFields(server));
  const [state, setState] = useState<TipSaveState>({ status: "idle" });
  const [seen, setSeen] = useState(server);
  const check = checkTip(fields);
  if (!sameTip(seen, server)) {
    setSeen(server);
    const settled = state.status === "idle" || state.status === "saved";
    const untouched = sameTip(check.score, seen) && (seen !== null || (!fields.homeScore.touched && !fields.awayScore.touched));
    if (settled && untouched) setFields(tipFields(server));
  }

  const saver = useRef<TipSaver | null>(null);
  useEffect(() => {
    const created = createTipSaver({
      save: (predictedResult) => mutateAsync({ gameId, predictedResult }),
      onState: setState,
    });
    saver.current = created;
    // Leaving the screen right after a change still saves it.
    return () => created.close();
  }, [gameId, mutateAsync]);
  useEffect(() => {
    saver.current?.synced(
      homeSaved === undefined || awaySaved === undefined ? null : { homeScore: homeSaved, awayScore: awaySaved },
    );
  }, [homeSaved, awaySaved]);

  const edit = (side: TipSide, text: string, badInput = false) => {
    const next = { ...fields, [side]: { text, badInput, touched: true } };
    setFields(next);
    const { score } = checkTip(next);
    if (score) saver.current?.change(score);
    else saver.current?.discard();
  };

  return { fields, check, state, edit, retry: () => saver.current?.retry() };
}
