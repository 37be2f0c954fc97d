import type { Bet } from "@app/domain/bets";
import { ListChecks, Pencil, Target, Users } from "lucide-react";
import { GameCard } from "../../../components/games/GameCard";
import { LinkButton } from "../../../components/ui/Button";
import { Card, CardHeader } from "../../../components/ui/Card";
import { EmptyState } from "../../../components/ui/EmptyState";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useTranslation } from "../../../i18n";
import { isGameNotFound, isGameOpen } from "../../../lib/games";
import { useNavigate, useParams } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { useLoadErrorToast } from "../../../lib/useLoadErrorToast";
import { useGame } from "../../games";
import { useGameBets } from "../api";
import { BetsSummary } from "../components/BetsSummary";
import { GameNotFound } from "../components/GameNotFound";
import { PredictionList } from "../components/PredictionList";

/** Finished games list the best predictions first (stable, so equal points keep the order they were placed in). */
function ranked(bets: Bet[], finished: boolean): Bet[] {
  return finished ? [...bets].sort((a, b) => Number(b.isCalculated) * b.points - Number(a.isCalculated) * a.points) : bets;
}

/** /games/:gameId/bets: every prediction on a game with the points earned (docs/rules.md "Screens"). */
export default function GameBetsPage() {
  const { gameId = "" } = useParams();
  const { t } = useTranslation("bets");
  const { user } = useSession();
  const navigate = useNavigate();
  const game = useGame(gameId);
  const bets = useGameBets(gameId);
  const notFound = isGameNotFound(game.error);
  useLoadErrorToast(notFound ? null : (game.error ?? bets.error), t("common:errors.loadData"), () =>
    navigate("/upcoming-games", { replace: true }),
  );

  const finished = game.data?.isFinished ?? false;
  const header = (
    <PageHeader
      icon={ListChecks}
      title={t("gameBets.title")}
      back={
        finished ? { to: "/completed-games", label: t("back.completed") } : { to: "/upcoming-games", label: t("back.upcoming") }
      }
      actions={
        game.data &&
        isGameOpen(game.data) && (
          <LinkButton to={`/games/${game.data._id}/bet`} icon={game.data.userBet ? Pencil : Target}>
            {game.data.userBet ? t("games:actions.editBet") : t("games:actions.placeBet")}
          </LinkButton>
        )
      }
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
  if (!game.data || !bets.data) {
    return (
      <>
        {header}
        {(game.isPending || bets.isPending) && <Loading skeleton="rows" />}
      </>
    );
  }

  const list = ranked(bets.data, finished);
  return (
    <>
      {header}
      <div className="flex flex-col gap-6">
        <GameCard game={game.data} size="lg" />
        <BetsSummary bets={list} finished={finished} />
        {list.length === 0 ? (
          <EmptyState icon={Users} title={t("gameBets.empty")} hint={t("gameBets.emptyHint")} />
        ) : (
          <Card as="section" aria-labelledby="all-bets-title">
            <CardHeader
              title={<span id="all-bets-title">{t("gameBets.listTitle")}</span>}
              description={isGameOpen(game.data) ? t("gameBets.pickedBeforeKickoff", { count: list.length }) : undefined}
              icon={ListChecks}
            />
            <PredictionList bets={list} currentUserId={user?._id} showOutcome />
          </Card>
        )}
      </div>
    </>
  );
}
