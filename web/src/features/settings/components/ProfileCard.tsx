import type { PublicUser } from "@app/domain/auth";
import { displayName } from "@app/domain/display-name";
import { ShieldCheck, Target, Trophy, UserRound } from "lucide-react";
import { Avatar } from "../../../components/ui/Avatar";
import { Badge } from "../../../components/ui/Badge";
import { Card, CardHeader } from "../../../components/ui/Card";
import { PlayerName } from "../../../components/ui/PlayerName";
import { StatTile } from "../../../components/ui/StatTile";
import { useTranslation } from "../../../i18n";
import { NameForm } from "./NameForm";

export function ProfileCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation("settings");
  const name = displayName(user);
  return (
    <Card as="section" aria-labelledby="profile-title">
      <CardHeader title={<span id="profile-title">{t("profile.title")}</span>} icon={UserRound} />
      <div className="flex items-center gap-4">
        <Avatar name={name} size="lg" />
        <div className="min-w-0">
          <p className="text-xl font-bold text-slate-900">
            <PlayerName name={name} />
          </p>
          {user.email && (
            <p className="break-all text-slate-600">
              <span className="sr-only">{t("profile.email")}: </span>
              <span dir="ltr">{user.email}</span>
            </p>
          )}
          <div className="mt-1">
            {user.isAdmin ? (
              <Badge tone="gold" icon={ShieldCheck}>
                {t("profile.admin")}
              </Badge>
            ) : (
              <Badge tone="neutral">{t("profile.player")}</Badge>
            )}
          </div>
        </div>
      </div>
      <NameForm fullName={user.fullName} />
      <div className="mt-5 grid grid-cols-2 gap-3">
        <StatTile label={t("profile.points")} value={user.totalPoints} icon={Trophy} accent="amber" />
        <StatTile label={t("profile.bets")} value={user.totalBets} icon={Target} accent="blue" />
      </div>
    </Card>
  );
}
