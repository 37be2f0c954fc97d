import { ListOrdered, Trophy } from "lucide-react";
import { memo } from "react";
import { LinkButton } from "../../../components/ui/Button";
import { Card, CardHeader } from "../../../components/ui/Card";
import { useTranslation } from "../../../i18n";
import { RoundWinnersList, useRoundWinners } from "../../leaderboard";

/**
 * 'Round N winners': the players tied first in the latest finished round, with the way to its table. Nothing while
 * no round is finished, nobody scored in it, or the winners did not load (the dashboard does not wait on them).
 */
export const RoundWinnersCard = memo(function RoundWinnersCard({ competition = "" }: { competition?: string }) {
  const { t } = useTranslation("leaderboard");
  const { data } = useRoundWinners(undefined, true, competition);
  if (!data?.round || data.winners.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="winners-title">
      <CardHeader title={<span id="winners-title">{t("winners.title", { round: data.round })}</span>} icon={Trophy} />
      <RoundWinnersList winners={data.winners} />
      <LinkButton
        to={`/leaderboard?${new URLSearchParams({ round: data.round, ...(competition && { competition }) })}`}
        variant="ghost"
        size="sm"
        icon={ListOrdered}
        className="mt-3"
      >
        {t("winners.viewRound")}
      </LinkButton>
    </Card>
  );
});
