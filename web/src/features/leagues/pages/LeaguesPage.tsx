import { joinLeagueSchema, leagueInputSchema } from "@app/domain/leagues";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronRight, Crown, LogIn, Plus, UsersRound } from "lucide-react";
import { type FormEventHandler, type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { EmptyState } from "../../../components/ui/EmptyState";
import { Input, Select } from "../../../components/ui/Field";
import { LoadError } from "../../../components/ui/LoadError";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { useCompetitions } from "../../../lib/competitions";
import { useFieldError } from "../../../lib/forms";
import { useMyLeagues } from "../../../lib/leagues";
import { Link, useNavigate } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { useCreateLeague } from "../api";
import { useJoinAndWelcome } from "../useJoinAndWelcome";

/** /leagues: the caller's leagues, a form to create one and one to join by code (docs/rules.md "Leagues"). */
export default function LeaguesPage() {
  const { t } = useTranslation("leagues");
  const { user } = useSession();
  const leagues = useMyLeagues();

  return (
    <>
      <PageHeader icon={UsersRound} title={t("title")} subtitle={t("purpose")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <Card as="section" aria-labelledby="my-leagues-title" padding="sm">
          <h2 id="my-leagues-title" className="mb-3 text-lg font-bold text-slate-900">
            {t("mine")}
          </h2>
          {leagues.isPending ? (
            <Loading skeleton="rows" />
          ) : leagues.isError ? (
            <LoadError message={t("loadFailed")} onRetry={() => leagues.refetch()} />
          ) : leagues.data.length === 0 ? (
            <EmptyState icon={UsersRound} title={t("empty")} hint={t("emptyHint")} />
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100" data-testid="my-leagues">
              {leagues.data.map((league) => (
                <li key={league._id}>
                  <Link
                    to={`/leagues/${league._id}`}
                    className="flex min-h-14 items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold break-words text-slate-900">{league.name}</span>
                      <span className="text-sm text-slate-600">{t("memberCount", { count: league.memberCount })}</span>
                    </span>
                    {league.ownerId === user?._id && (
                      <Badge tone="gold" icon={Crown}>
                        {t("owner")}
                      </Badge>
                    )}
                    <ChevronRight className="size-5 shrink-0 text-slate-500 rtl:-scale-x-100" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <div className="flex flex-col gap-6">
          <CreateLeagueForm />
          <JoinLeagueForm />
        </div>
      </div>
    </>
  );
}

/** A titled card holding one small form (create, join). */
function FormCard({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: FormEventHandler;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} padding="sm">
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        {children}
      </form>
    </Card>
  );
}

function CreateLeagueForm() {
  const { t } = useTranslation("leagues");
  const navigate = useNavigate();
  const create = useCreateLeague();
  const fieldError = useFieldError();
  const competitions = useCompetitions().data ?? [];
  // "": every competition; with one competition there is nothing to choose (docs/rules.md "Competitions").
  const [competitionId, setCompetitionId] = useState("");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof leagueInputSchema>, unknown, z.output<typeof leagueInputSchema>>({
    resolver: zodResolver(leagueInputSchema),
    defaultValues: { name: "" },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const { league } = await create.mutateAsync({ name, competitionId: competitionId || undefined });
      navigate(`/leagues/${league._id}`);
    } catch (error) {
      toast.error(errorMessage(error, t("create.failed")));
    }
  });
  return (
    <FormCard id="create-league-title" title={t("create.title")} onSubmit={onSubmit}>
      <Input label={t("create.name")} autoComplete="off" error={fieldError(errors.name)} {...register("name")} />
      {competitions.length > 1 && (
        <Select
          label={t("league.label", { ns: "competitions" })}
          value={competitionId}
          onChange={(event) => setCompetitionId(event.target.value)}
        >
          <option value="">{t("picker.all", { ns: "competitions" })}</option>
          {competitions
            .filter((competition) => competition.status === "active")
            .map((competition) => (
              <option key={competition._id} value={competition._id}>
                {competition.name}
              </option>
            ))}
        </Select>
      )}
      <Button type="submit" icon={Plus} loading={create.isPending}>
        {t("create.submit")}
      </Button>
    </FormCard>
  );
}

function JoinLeagueForm() {
  const { t } = useTranslation("leagues");
  const join = useJoinAndWelcome();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof joinLeagueSchema>, unknown, z.output<typeof joinLeagueSchema>>({
    resolver: zodResolver(joinLeagueSchema),
    defaultValues: { inviteCode: "" },
  });
  const onSubmit = handleSubmit(async ({ inviteCode }) => {
    await join.run(inviteCode);
  });
  return (
    <FormCard id="join-league-title" title={t("join.title")} onSubmit={onSubmit}>
      <Input
        label={t("join.code")}
        hint={t("join.hint")}
        autoComplete="off"
        autoCapitalize="characters"
        dir="ltr"
        error={fieldError(errors.inviteCode)}
        {...register("inviteCode")}
      />
      <Button type="submit" variant="secondary" icon={LogIn} loading={join.isPending}>
        {t("join.submit")}
      </Button>
    </FormCard>
  );
}
