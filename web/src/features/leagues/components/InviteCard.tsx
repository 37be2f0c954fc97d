import { invitePath, type League } from "@app/domain/leagues";
import { Copy, Link2, RefreshCw, Share2 } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Input } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";

/** Whether to offer the system share sheet: where the Web Share API exists and the screen is touched (phones). */
function canShare(): boolean {
  return typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches;
}

/** The league's invite link, to copy or share; the owner can also replace it (`onNewLink`). */
export function InviteCard({ league, onNewLink }: { league: League; onNewLink?: () => void }) {
  const { t } = useTranslation("leagues");
  const link = `${window.location.origin}${invitePath(league.inviteCode)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("league.invite.copied"), { id: "invite-copied" });
    } catch {
      toast.error(t("league.invite.copyFailed"));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: league.name, text: t("league.invite.shareText", { name: league.name }), url: link });
    } catch {
      // The sheet was closed without sharing: nothing to say.
    }
  };

  return (
    <Card as="section" aria-labelledby="invite-title" padding="sm">
      <h2 id="invite-title" className="mb-1 flex items-center gap-2 text-lg font-bold text-slate-900">
        <Link2 className="size-5 text-emerald-700" aria-hidden="true" />
        {t("league.invite.title")}
      </h2>
      <Input
        label={t("league.invite.title")}
        hint={t("league.invite.hint")}
        value={link}
        readOnly
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
        data-testid="invite-link"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button icon={Copy} onClick={() => void copy()}>
          {t("league.invite.copy")}
        </Button>
        {canShare() && (
          <Button variant="secondary" icon={Share2} onClick={() => void share()}>
            {t("league.invite.share")}
          </Button>
        )}
        {onNewLink && (
          <Button variant="ghost" icon={RefreshCw} onClick={onNewLink}>
            {t("league.newLink.action")}
          </Button>
        )}
      </div>
    </Card>
  );
}
