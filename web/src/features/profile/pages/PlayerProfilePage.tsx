import { ListChecks, UserRound } from "lucide-react";
import { PredictionRow } from "../../../components/games/PredictionRow";
import { Button } from "../../../components/ui/Button";
import { Card, CardHeader } from "../../../components/ui/Card";
import { CompetitionPicker } from "../../../components/ui/CompetitionPicker";
import { EmptyState } from "../../../components/ui/EmptyState";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useTranslation } from "../../../i18n";
import { ApiError } from "../../../lib/api";
import { useCompetitionChoice } from "../../../lib/competitions";
import { useNavigate, useParams } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { useLoadErrorToast } from "../../../lib/useLoadErrorToast";
import { useUserStats } from "../../leaderboard";
import { countOutcomes, useProfileBets, useProfileUser } from "../api";
import { OutcomeBreakdown } from "../components/OutcomeBreakdown";
import { ProfileHero } from "../components/ProfileHero";
import { SeasonCard } from "../components/SeasonCard";
import { UserNotFound } from "../components/UserNotFound";

/** An id the server rejects as malformed (400) or does not know (404). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export default function PlayerProfilePage() {
  const { t } = useTranslation("profile");
  const { userId = "" } = useParams();
  const { user: me } = useSession();
  const navigate = useNavigate();

  const profile = useProfileUser(userId);
  const found = profile.isSuccess;
  const competitions = useCompetitionChoice();
  const stats = useUserStats(userId, found, competitions.choice);
  const bets = useProfileBets(userId, found);
  const allLoaded = bets.isSuccess && !bets.hasNextPage;

  // Loading the user or the first predictions failed: toast, then back to the leaderboard (docs/rules.md "Errors").
  const failure = profile.isError && !isNotFound(profile.error) ? profile.error : bets.isError && !bets.data ? bets.error : null;
  useLoadErrorToast(failure, t("loadFailed"), () => navigate("/leaderboard", { replace: true }));
  useLoadErrorToast(bets.isFetchNextPageError ? bets.error : null, t("loadFailed"));

  const header = <PageHeader icon={UserRound} title={t("title")} back={{ to: "/leaderboard", label: t("back") }} />;

  if (profile.isError && isNotFound(profile.error)) {
    return (
      <>
        {header}
        <UserNotFound />
      </>
    );
  }

  if (!profile.data || !bets.data) {
    return (
      <>
        {header}
        <Loading skeleton="cards" />
      </>
    );
  }

  const user = profile.data;
  const predictions = bets.data;
  // The server counts every bet's outcome; only stats rebuilt from a leaderboard row lack them, and then the
  // loaded list is counted once it is complete.
  const counts = stats.data?.outcomes ?? (allLoaded ? countOutcomes(predictions) : undefined);
  const points = stats.data?.totalPoints ?? user.totalPoints;

  return (
    <>
      {header}
      <CompetitionPicker choice={competitions} />
      <ProfileHero
        user={user}
        isMe={user._id === me?._id}
        numbers={{
          points,
          bets: stats.data?.totalBets ?? user.totalBets,
          outcomes: counts,
          rank: stats.data?.rank ?? null,
        }}
      />
      <div className="flex flex-col gap-6">
        <OutcomeBreakdown counts={counts} />
        <SeasonCard userId={user._id} competition={competitions.choice} />
        <Card as="section" aria-labelledby="predictions-title">
          <CardHeader
            title={<span id="predictions-title">{t("predictions.title")}</span>}
            description={t("predictions.order")}
            icon={ListChecks}
          />
          {predictions.length === 0 ? (
            <EmptyState icon={ListChecks} title={t("predictions.empty")} hint={t("predictions.emptyHint")} />
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {predictions.map((bet) => (
                <PredictionRow key={bet._id} game={bet.game} bet={bet} betLabel={t("predictions.prediction")} />
              ))}
            </ul>
          )}
          {bets.hasNextPage && (
            <div className="mt-4 text-center">
              <Button variant="secondary" loading={bets.isFetchingNextPage} onClick={() => void bets.fetchNextPage()}>
                {t("predictions.loadMore")}
              </Button>
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
