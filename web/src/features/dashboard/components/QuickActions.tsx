import { CalendarClock, Trophy, Zap } from "lucide-react";
import { memo } from "react";
import { Card, CardHeader } from "../../../components/ui/Card";
import { QuickAction } from "../../../components/ui/QuickAction";
import { useTranslation } from "../../../i18n";
import { extraQuickActions } from "../quickActions";

/** 'View All Games', 'View Leaderboard', then the registered extras (quickActions.ts). */
export const QuickActions = memo(function QuickActions() {
  const { t } = useTranslation("dashboard");
  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <CardHeader title={<span id="quick-actions-title">{t("quickActions.title")}</span>} icon={Zap} />
      <ul className="flex flex-col gap-2">
        <QuickAction to="/upcoming-games" icon={CalendarClock} label={t("quickActions.viewGames")} />
        <QuickAction to="/leaderboard" icon={Trophy} label={t("quickActions.viewLeaderboard")} />
        {extraQuickActions.map((Extra) => (
          <Extra key={Extra.displayName ?? Extra.name} />
        ))}
      </ul>
    </Card>
  );
});
