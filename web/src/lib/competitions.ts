/**
 * Competitions on the screens (docs/rules.md "Competitions"): which one a screen shows, "" meaning all of them. The
 * choice is remembered in local storage and, on a screen with filters, in its address (`?competition=`). With one
 * competition there is nothing to choose: every screen shows everything and asks the server as before.
 *
 *   const { visible, competitions, choice, setChoice, nameOf } = useCompetitionChoice({ inAddress: true });
 *   const { data } = useQuery({ queryKey: ["x", choice], queryFn: () => apiFetch(`/x${withCompetition(choice)}`) });
 */
import type { Competition, CompetitionList } from "@app/domain/competitions";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { apiFetch } from "./api";
import { useSearchParams } from "./router";
import { getStoredCompetition, storeCompetition } from "./storage";

export const competitionKeys = { all: ["competitions"] as const };
export const COMPETITIONS_PATH = "/competitions";

/** GET /competitions: active first, then finished, each by first kickoff. */
export function useCompetitions() {
  return useQuery({
    queryKey: competitionKeys.all,
    queryFn: ({ signal }) => apiFetch<CompetitionList>(COMPETITIONS_PATH, { signal }),
    select: (data) => data.competitions,
  });
}

/** `?competition=<id>` (or `&...` after other parameters) for a choice; nothing for "all". */
export function withCompetition(choice: string, separator: "?" | "&" = "?"): string {
  return choice ? `${separator}competition=${encodeURIComponent(choice)}` : "";
}

export interface CompetitionChoice {
  /** Whether there is anything to choose (more than one competition): only then is a picker shown. */
  visible: boolean;
  competitions: Competition[];
  /** The competition shown, "" for all; always "" while there is nothing to choose. */
  choice: string;
  setChoice(competitionId: string): void;
  /** The chosen competition, when one is chosen. */
  chosen: Competition | undefined;
  nameOf(competitionId: string): string | undefined;
}

const NO_COMPETITIONS: Competition[] = [];

export function useCompetitionChoice({ inAddress = false }: { inAddress?: boolean } = {}): CompetitionChoice {
  const competitions = useCompetitions().data ?? NO_COMPETITIONS;
  const [params, setParams] = useSearchParams();
  const [stored, setStored] = useState(getStoredCompetition);
  const fromAddress = inAddress ? params.get("competition") : null;
  const wanted = fromAddress ?? stored;
  const visible = competitions.length > 1;
  // A remembered competition that was deleted meanwhile (or one of another server) falls back to all.
  const chosen = visible ? competitions.find((c) => c._id === wanted) : undefined;
  const setChoice = (competitionId: string) => {
    storeCompetition(competitionId);
    setStored(competitionId);
    if (inAddress) {
      const next = new URLSearchParams(params);
      if (competitionId) next.set("competition", competitionId);
      else next.delete("competition");
      setParams(next, { replace: true });
    }
  };
  // The same function while the list is the same: a section memoised on it renders again only when a name can change.
  const nameOf = useCallback((competitionId: string) => competitions.find((c) => c._id === competitionId)?.name, [competitions]);
  return { visible, competitions, choice: chosen?._id ?? "", setChoice, chosen, nameOf };
}
