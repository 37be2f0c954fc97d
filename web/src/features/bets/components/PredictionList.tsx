import type { Bet } from "@app/domain/bets";
import { displayName } from "@app/domain/display-name";
import { HiddenPick } from "../../../components/games/HiddenPick";
import { OutcomeBadge } from "../../../components/games/OutcomeBadge";
import { Avatar } from "../../../components/ui/Avatar";
import { Badge } from "../../../components/ui/Badge";
import { PlayerName } from "../../../components/ui/PlayerName";
import { ScoreBadge } from "../../../components/ui/ScoreBadge";
import { useTranslation } from "../../../i18n";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";

export interface PredictionListProps {
  bets: Bet[];
  /** The viewer: their row is highlighted, marked 'You' and aria-current. */
  currentUserId?: string;
  /** Show each bet's outcome and points ('Pending' until the game is scored). */
  showOutcome?: boolean;
}

/**
 * Players' predictions on one game: name (to /user/{id}), predicted "home : away" ('Hidden until kickoff' for another
 * player's bet on an open game) and, optionally, the outcome.
 */
export function PredictionList({ bets, currentUserId, showOutcome = false }: PredictionListProps) {
  const { t } = useTranslation("bets");
  return (
    <ul className="flex flex-col gap-1">
      {bets.map((bet) => {
        const own = bet.userId === currentUserId;
        const name = displayName(bet);
        return (
          <li
            key={bet._id}
            aria-current={own || undefined}
            className={cn(
              "grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 rounded-xl px-3 py-2",
              own ? "bg-emerald-50 ring-2 ring-emerald-300" : "odd:bg-slate-50",
            )}
          >
            <Avatar name={name} size="sm" />
            <div className="flex min-w-0 flex-col items-start gap-1">
              <div className="flex max-w-full flex-wrap items-center gap-x-2">
                <Link
                  to={`/user/${bet.userId}`}
                  className="inline-flex min-h-11 min-w-0 items-center font-semibold text-slate-900 underline-offset-4 hover:underline"
                >
                  <PlayerName name={name} />
                </Link>
                {own && <Badge tone="success">{t("list.you")}</Badge>}
              </div>
              {/* Under the name, not beside it: on a phone or in the side panel the name keeps the row's width. */}
              {!bet.predictedResult && <HiddenPick />}
              {showOutcome && <OutcomeBadge bet={bet} />}
            </div>
            {bet.predictedResult && (
              <ScoreBadge
                home={bet.predictedResult.homeScore}
                away={bet.predictedResult.awayScore}
                size="sm"
                variant="prediction"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
