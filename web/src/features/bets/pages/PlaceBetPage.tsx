import { Target, Users } from "lucide-react";
import { GameCard } from "../../../components/games/GameCard";
import { Card, CardHeader } from "../../../components/ui/Card";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useTranslation } from "../../../i18n";
import { formatKickoff } from "../../../lib/dates";
import { isGameNotFound, isGameOpen, type PlaceBetLinkState } from "../../../lib/games";
import { useLocation, useNavigate, useParams } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { useLoadErrorToast } from "../../../lib/useLoadErrorToast";
import { useGame } from "../../games";
import { useGameBets } from "../api";
import { BetForm } from "../components/BetForm";
import { BettingClosed } from "../components/BettingClosed";
import { BettingTips } from "../components/BettingTips";
import { GameNotFound } from "../components/GameNotFound";
import { PredictionList } from "../components/PredictionList";

const UPCOMING = "/upcoming-games";

/**
 * Where to go after the bet: the upcoming list the player came from (with its filters), else /upcoming-games.
 * `fromList` says the previous history entry is that list: going back to it (not pushing it anew) lets the
 * router restore the list at the scroll position the player left it.
 */
function useReturnTarget(): { to: string; fromList: boolean } {
  const state = useLocation().state as Partial<PlaceBetLinkState> | null;
  const target = state?.returnTo;
  const fromList = typeof target === "string" && target.startsWith(UPCOMING);
  return { to: fromList ? target : UPCOMING, fromList };
}

/** /games/:gameId/bet: place or edit a bet, or see why betting is closed (docs/rules.md "Screens"). */
export default function PlaceBetPage() {
  const { gameId = "" } = useParams();
  const { t, i18n } = useTranslation("bets");
  const { user } = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnTarget();
  const leave = () => (returnTo.fromList ? navigate(-1) : navigate(returnTo.to));
  const game = useGame(gameId);
  const notFound = isGameNotFound(game.error);
  useLoadErrorToast(notFound ? null : game.error, t("place.failed"), () => navigate(UPCOMING, { replace: true }));
  // Failing to load the others' bets is silent: the list is just empty (docs/rules.md "Bets").
  const bets = useGameBets(gameId, { enabled: game.isSuccess });

  // A bet that can still change is edited, as the list's 'Edit Bet' button said.
  const editing = Boolean(game.data?.userBet) && game.data !== undefined && isGameOpen(game.data);
  // A locked game takes no bet: its page is not titled 'Place Bet'.
  const closed = game.data !== undefined && !isGameOpen(game.data);
  const header = (
    <PageHeader
      icon={Target}
      title={t(closed ? "place.closedTitle" : editing ? "place.editTitle" : "place.title")}
      back={{ to: returnTo.to, label: t("back.upcoming") }}
    />
  );
  if (notFound) {
    return (
      <>
        {header}
        <GameNotFound />
      </>
    );
  }
  if (!game.data) {
    return (
      <>
        {header}
        {game.isPending && <Loading skeleton="cards" />}
      </>
    );
  }

  const others = (bets.data ?? []).filter((bet) => bet.userId !== user?._id);
  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="flex flex-col gap-6">
          <GameCard game={game.data} size="lg" />
          {isGameOpen(game.data) ? <BetForm game={game.data} onSaved={leave} /> : <BettingClosed game={game.data} />}
        </div>
        <div className="flex flex-col gap-6">
          <Card as="section" aria-labelledby="others-title">
            <CardHeader
              title={<span id="others-title">{t("others.title")}</span>}
              description={others.length > 0 ? t("others.count", { count: others.length }) : undefined}
              icon={Users}
            />
            {bets.isPending ? (
              <Loading className="py-4" />
            ) : others.length > 0 ? (
              <PredictionList bets={others} showOutcome={game.data.isFinished} />
            ) : (
              <p className="text-slate-600">{t("others.empty")}</p>
            )}
          </Card>
          <BettingTips kickoff={formatKickoff(game.data.date, game.data.hour, i18n.language, game.data.kickoffAt)} />
        </div>
      </div>
    </>
  );
}
