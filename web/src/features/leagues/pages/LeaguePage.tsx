import { displayName, type LeagueMember } from "@app/domain";
import { Crown, ListOrdered, LogOut, Trash2, UserMinus, UsersRound } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Avatar } from "../../../components/ui/Avatar";
import { Badge } from "../../../components/ui/Badge";
import { Button, LinkButton } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { ConfirmDialog } from "../../../components/ui/Dialog";
import { LoadError } from "../../../components/ui/LoadError";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { PlayerName } from "../../../components/ui/PlayerName";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { useNavigate, useParams } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { LeaderboardHeader, LeaderboardRow, useLeaderboard } from "../../leaderboard";
import { useDeleteLeague, useLeague, useNewInviteCode, useRemoveMember } from "../api";
import { InviteCard } from "../components/InviteCard";
import { LeagueCompetition } from "../components/LeagueCompetition";
import { LeagueQuestions } from "../components/LeagueQuestions";
import { LeagueRules } from "../components/LeagueRules";

/** What the confirm dialog is asking about. */
type Pending = { kind: "newLink" } | { kind: "remove"; member: LeagueMember } | { kind: "leave" } | { kind: "delete" };

/**
 * /leagues/:leagueId: the league's table (its members ranked among themselves), its members, the invite link, and
 * for the owner a new link, removing members and deleting the league, each confirmed (docs/rules.md "Leagues").
 */
export default function LeaguePage() {
  const { t } = useTranslation("leagues");
  const { leagueId = "" } = useParams();
  const { user } = useSession();
  const myId = user?._id ?? "";
  const navigate = useNavigate();
  const details = useLeague(leagueId);
  const board = useLeaderboard({ league: leagueId, live: false }, details.isSuccess);
  const newLink = useNewInviteCode(leagueId);
  const removeMember = useRemoveMember(leagueId);
  const deleteLeague = useDeleteLeague();
  const [pending, setPending] = useState<Pending | null>(null);

  const back = { to: "/leagues", label: t("league.back") };
  if (details.isPending) return <Loading skeleton="page" />;
  if (details.isError) {
    return (
      <>
        <PageHeader icon={UsersRound} title={t("title")} back={back} />
        <LoadError message={errorMessage(details.error, t("league.loadFailed"))} onRetry={() => details.refetch()} />
      </>
    );
  }

  const { league, members } = details.data;
  const isOwner = league.ownerId === myId;
  const isMember = members.some((member) => member._id === myId);
  const busy = newLink.isPending || removeMember.isPending || deleteLeague.isPending;

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === "newLink") {
        await newLink.mutateAsync();
        toast.success(t("league.newLink.done"));
      } else if (pending.kind === "remove") {
        const { message } = await removeMember.mutateAsync(pending.member._id);
        toast.success(message);
      } else if (pending.kind === "leave") {
        await removeMember.mutateAsync(myId);
        toast.success(t("league.leave.done", { league: league.name }));
        navigate("/leagues", { replace: true });
      } else {
        const { message } = await deleteLeague.mutateAsync(league._id);
        toast.success(message);
        navigate("/leagues", { replace: true });
      }
    } catch (error) {
      toast.error(errorMessage(error, t(`league.${pending.kind}.failed`)));
    } finally {
      setPending(null);
    }
  };

  const dialog =
    pending &&
    {
      newLink: { title: t("league.newLink.title"), message: t("league.newLink.confirm"), label: t("league.newLink.action") },
      remove: {
        title: t("league.remove.title"),
        message: t("league.remove.confirm", {
          name: pending.kind === "remove" ? displayName(pending.member) : "",
          league: league.name,
        }),
        label: t("league.remove.action"),
      },
      leave: {
        title: t("league.leave.title"),
        message: t("league.leave.confirm", { league: league.name }),
        label: t("league.leave.action"),
      },
      delete: {
        title: t("league.delete.title"),
        message: t("league.delete.confirm", { league: league.name }),
        label: t("league.delete.action"),
      },
    }[pending.kind];

  const entries = board.data ?? [];
  return (
    <div className="pb-8">
      <PageHeader icon={UsersRound} title={league.name} subtitle={t("memberCount", { count: league.memberCount })} back={back} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <Card as="section" padding="none" aria-labelledby="league-table-title" className="overflow-hidden">
          <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4 pb-2">
            <h2 id="league-table-title" className="text-lg font-bold text-slate-900">
              {t("league.table")}
            </h2>
            <LinkButton to={`/leaderboard?league=${league._id}`} variant="ghost" size="sm" icon={ListOrdered}>
              {t("league.openInLeaderboard")}
            </LinkButton>
          </div>
          <LeagueCompetition league={league} isOwner={isOwner} />
          {board.isPending ? (
            <Loading skeleton="rows" />
          ) : board.isError ? (
            <LoadError message={errorMessage(board.error, t("league.loadFailed"))} onRetry={() => board.refetch()} />
          ) : (
            <>
              <LeaderboardHeader />
              <ol className="divide-y divide-slate-100" data-testid="league-table">
                {entries.map((entry) => (
                  <LeaderboardRow key={entry._id} entry={entry} isMe={entry._id === myId} />
                ))}
              </ol>
              {board.hasNextPage && (
                <div className="border-t border-slate-100 p-4 text-center">
                  <Button variant="secondary" loading={board.isFetchingNextPage} onClick={() => void board.fetchNextPage()}>
                    {t("loadMore", { ns: "leaderboard" })}
                  </Button>
                </div>
              )}
            </>
          )}
        </Card>

        <div className="flex flex-col gap-6">
          {isMember && <InviteCard league={league} onNewLink={isOwner ? () => setPending({ kind: "newLink" }) : undefined} />}
          <LeagueRules league={league} isOwner={isOwner} />
          <LeagueQuestions leagueId={league._id} isOwner={isOwner} isMember={isMember} />

          <Card as="section" aria-labelledby="league-members-title" padding="sm">
            <h2 id="league-members-title" className="mb-2 text-lg font-bold text-slate-900">
              {t("league.members")}
            </h2>
            <ul className="flex flex-col divide-y divide-slate-100" data-testid="league-members">
              {members.map((member) => {
                const name = displayName(member);
                return (
                  <li key={member._id} className="flex min-h-14 items-center gap-3 py-1">
                    <Avatar name={name} size="sm" />
                    <PlayerName name={name} className="flex-1 font-medium text-slate-900" />
                    {member._id === league.ownerId && (
                      <Badge tone="gold" icon={Crown}>
                        {t("owner")}
                      </Badge>
                    )}
                    {member._id === myId && <Badge tone="info">{t("you")}</Badge>}
                    {isOwner && member._id !== myId && (
                      <Button
                        variant="ghost"
                        size="sm"
                        icon={UserMinus}
                        className="text-red-700 hover:bg-red-50"
                        aria-label={t("league.remove.named", { name })}
                        onClick={() => setPending({ kind: "remove", member })}
                      >
                        {t("league.remove.action")}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </Card>

          {(isMember || user?.isAdmin) && (
            <div className="flex flex-wrap gap-2">
              {isMember && !isOwner && (
                <Button variant="secondary" icon={LogOut} onClick={() => setPending({ kind: "leave" })}>
                  {t("league.leave.action")}
                </Button>
              )}
              {(isOwner || user?.isAdmin) && (
                <Button variant="danger" icon={Trash2} onClick={() => setPending({ kind: "delete" })}>
                  {t("league.delete.action")}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={dialog?.title ?? ""}
        message={dialog?.message ?? ""}
        confirmLabel={dialog?.label}
        tone={pending?.kind === "newLink" ? "primary" : "danger"}
        loading={busy}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
