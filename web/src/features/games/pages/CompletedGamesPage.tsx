import { CalendarCheck, CalendarX, ChevronDown, RotateCcw, Target, Trophy } from "lucide-react";
import { Button, LinkButton } from "../../../components/ui/Button";
import { CompetitionPicker } from "../../../components/ui/CompetitionPicker";
import { EmptyState } from "../../../components/ui/EmptyState";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { PointsBadge } from "../../../components/ui/StatusBadges";
import { useTranslation } from "../../../i18n";
import { useCompetitionChoice } from "../../../lib/competitions";
import { useLoadErrorToast } from "../../../lib/useLoadErrorToast";
import { useFinishedGames } from "../api";
import { Banner } from "../components/Banner";
import { CompletedGameCard } from "../components/CompletedGameCard";
import { GameList } from "../components/GameList";

/** /completed-games: finished games with results and the points the player earned (docs/rules.md "Screens"). */
export default function CompletedGamesPage() {
  const { t } = useTranslation("games");
  const competitions = useCompetitionChoice({ inAddress: true });
  const finished = useFinishedGames(competitions.choice);
  const nameOnCards = competitions.visible && !competitions.choice;
  useLoadErrorToast(finished.error, t("completed.failed"));
  const games = finished.data?.pages.flat();

  return (
    <>
      <PageHeader
        icon={CalendarCheck}
        title={t("completed.title")}
        subtitle={games && t(finished.hasNextPage ? "completed.countMore" : "completed.count", { count: games.length })}
      />
      <Banner icon={Trophy} title={t("completed.banner")}>
        <p className="text-emerald-50">{t("completed.bannerHint")}</p>
        <ul className="flex flex-wrap gap-2" aria-label={t("completed.legend")}>
          {[3, 1, 0].map((points) => (
            <li key={points}>
              <PointsBadge points={points} showLabel className="text-sm" />
            </li>
          ))}
        </ul>
      </Banner>
      <CompetitionPicker choice={competitions} />
      {games === undefined ? (
        finished.isError ? (
          <EmptyState
            icon={CalendarX}
            title={t("completed.failed")}
            action={
              <Button variant="secondary" icon={RotateCcw} onClick={() => finished.refetch()}>
                {t("common:actions.retry")}
              </Button>
            }
          />
        ) : (
          <Loading text={t("completed.loading")} skeleton="cards" />
        )
      ) : games.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title={t("completed.empty")}
          hint={t("completed.emptyHint")}
          action={
            <LinkButton to="/upcoming-games" icon={Target}>
              {t("completed.toUpcoming")}
            </LinkButton>
          }
        />
      ) : (
        <>
          <GameList>
            {games.map((game) => (
              <li key={game._id}>
                <CompletedGameCard
                  game={game}
                  competitionName={nameOnCards ? competitions.nameOf(game.competitionId) : undefined}
                />
              </li>
            ))}
          </GameList>
          {finished.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                icon={ChevronDown}
                loading={finished.isFetchingNextPage}
                onClick={() => finished.fetchNextPage()}
              >
                {t("completed.loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
