import {
  type Competition,
  type Game,
  type GameForm as GameFormValues,
  gameFormSchema,
  gameFormToInput,
  gameLiveScoreSchema,
  gameStatus,
  kickoffInstant,
  parseFinalResult,
  type Team,
} from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus, Pencil, Radio, Shield } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button, LinkButton } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { ConfirmDialog, Dialog } from "../../../../components/ui/Dialog";
import { Checkbox, Input, Select } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { formatKickoff } from "../../../../lib/dates";
import { useFieldError } from "../../../../lib/forms";
import { ANCHORS } from "../../shared/anchors";
import { Matchup } from "../../shared/components/Matchup";
import { useCreateGame, useSetLiveScore, useUpdateGame } from "../api";
import { gameFormValues } from "../gameForm";
import { CompetitionSelect, firstActive } from "./CompetitionSelect";
import { GameAuditLog } from "./GameAuditLog";
import { TimeSelect } from "./TimeSelect";

export interface GameFormProps {
  /** The game being edited, or null to create one. Remount (key) to switch. */
  game: Game | null;
  teams: readonly Team[];
  /** Existing rounds, suggested for the round field. */
  rounds: readonly string[];
  /** APP_TIMEZONE: the zone of the form's date and time. */
  timeZone: string;
  /** Leaves edit mode (after an update or Cancel). */
  onDone(): void;
  /** Every competition: with several, the form asks which one the game belongs to. */
  competitions: Competition[];
}

/** What the form asks before saving (docs/rules.md "Games"), and how the admin answered. */
type Question = "scoreNotFinished" | "finishEarly";
type Answer = "finish" | "without" | "confirm" | "cancel";

/**
 * Create or edit a game (docs/rules.md "Games") with the domain's gameFormSchema: home and away teams,
 * date, time as hour + minute selects, free-text round with suggestions, optional scores, locked and finished.
 * Before saving it asks when a score would be dropped (not finished) and when a game is finished before its kickoff.
 */
export function GameForm({ game, teams, rounds, timeZone, onDone, competitions }: GameFormProps) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const create = useCreateGame();
  const update = useUpdateGame();
  const cardRef = useRef<HTMLDivElement>(null);
  // Kept beside the form's fields: "" lets the server use the only active competition, as before competitions.
  const [picked, setCompetition] = useState("");
  // The competitions may arrive after the form: until the admin picks, the game's own or the first active one.
  const competition = picked || game?.competitionId || firstActive(competitions);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<GameFormValues>({ resolver: zodResolver(gameFormSchema), defaultValues: gameFormValues(game) });

  // Editing starts from the list below: bring the filled form into view.
  useEffect(() => {
    if (!game) return;
    cardRef.current?.scrollIntoView({ block: "start" });
    setFocus("homeGroupId");
  }, [game, setFocus]);

  const [question, setQuestion] = useState<{ kind: Question; kickoff: string; answer(answer: Answer): void } | null>(null);
  const ask = (kind: Question, kickoff = "") =>
    new Promise<Answer>((resolve) => {
      setQuestion({
        kind,
        kickoff,
        answer: (answer) => {
          setQuestion(null);
          resolve(answer);
        },
      });
    });

  /** The values to save after the admin's answers, or null when they cancelled. */
  const confirmed = async (form: GameFormValues): Promise<GameFormValues | null> => {
    let next = form;
    if (!form.isFinished && form.homeScore.trim() !== "" && form.awayScore.trim() !== "") {
      const answer = await ask("scoreNotFinished");
      if (answer === "cancel") return null;
      next = answer === "finish" ? { ...form, isFinished: true } : { ...form, homeScore: "", awayScore: "" };
    }
    if (next.isFinished && !game?.isFinished && kickoffInstant(next.date, next.hour, timeZone) > Date.now()) {
      if ((await ask("finishEarly", formatKickoff(next.date, next.hour))) !== "confirm") return null;
    }
    return next;
  };

  const onSubmit = handleSubmit(async (submitted) => {
    const form = await confirmed(submitted);
    if (!form) return;
    const chosen = competitions.length > 1 && competition !== (game?.competitionId ?? "") ? competition : "";
    const values = { ...gameFormToInput(form), ...(chosen && { competitionId: chosen }) };
    try {
      if (game) {
        await update.mutateAsync({ game, values });
        toast.success(t("games.updated"));
        onDone();
      } else {
        await create.mutateAsync(values);
        toast.success(t("games.created"));
        reset(gameFormValues(null));
      }
    } catch (error) {
      toast.error(errorMessage(error, t("games.saveFailed")));
    }
  });

  const cancel = () => {
    reset(gameFormValues(null));
    if (game) onDone();
  };

  const teamOptions = (placeholder: string) => (
    <>
      <option value="">{placeholder}</option>
      {teams.map((team) => (
        <option key={team._id} value={team._id}>
          {team.name}
        </option>
      ))}
    </>
  );

  return (
    <Card
      as="section"
      ref={cardRef}
      id={ANCHORS.gameForm}
      tabIndex={-1}
      aria-labelledby="game-form-title"
      className="scroll-mt-24 outline-none"
    >
      <CardHeader
        title={<span id="game-form-title">{game ? t("games.form.editTitle") : t("games.form.addTitle")}</span>}
        description={
          game ? <Matchup home={game.homeGroupId} away={game.awayGroupId} className="mt-1" /> : t("games.form.description")
        }
        icon={game ? Pencil : CalendarPlus}
      />
      {teams.length === 0 && (
        <div className="mb-4 flex flex-col items-start gap-2 rounded-xl bg-amber-50 p-3 text-amber-950 sm:flex-row sm:items-center">
          <p className="flex-1">{t("games.form.noTeams")}</p>
          <LinkButton to="/admin/teams" variant="secondary" size="sm" icon={Shield}>
            {t("games.form.manageTeams")}
          </LinkButton>
        </div>
      )}
      {game && gameStatus(game) === "live" && <LiveScoreFields game={game} />}
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
        {competitions.length > 1 && (
          <div className="md:col-span-2">
            <CompetitionSelect
              competitions={competitions}
              value={competition}
              onChange={setCompetition}
              testId="game-competition"
            />
          </div>
        )}
        <Select label={t("games.form.homeTeam")} required error={fieldError(errors.homeGroupId)} {...register("homeGroupId")}>
          {teamOptions(t("games.form.selectHome"))}
        </Select>
        <Select label={t("games.form.awayTeam")} required error={fieldError(errors.awayGroupId)} {...register("awayGroupId")}>
          {teamOptions(t("games.form.selectAway"))}
        </Select>
        <Input
          label={t("games.form.date")}
          type="date"
          required
          hint={t("games.form.timeZoneHint", { zone: timeZone })}
          error={fieldError(errors.date)}
          {...register("date")}
        />
        <Controller
          control={control}
          name="hour"
          render={({ field }) => (
            <TimeSelect
              label={t("games.form.time")}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.hour)}
            />
          )}
        />
        <Input
          label={t("games.form.round")}
          list="round-suggestions"
          autoComplete="off"
          placeholder={t("games.form.roundPlaceholder")}
          hint={t("games.form.roundHint")}
          error={fieldError(errors.round)}
          fieldClassName="md:col-span-2"
          {...register("round")}
        />
        <datalist id="round-suggestions">
          {rounds.map((round) => (
            <option key={round} value={round} />
          ))}
        </datalist>
        <Input
          label={t("games.form.homeScore")}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          error={fieldError(errors.homeScore)}
          {...register("homeScore")}
        />
        <Input
          label={t("games.form.awayScore")}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          error={fieldError(errors.awayScore)}
          {...register("awayScore")}
        />
        <Checkbox label={t("games.form.locked")} {...register("isBettingLocked")} />
        <Checkbox label={t("games.form.finished")} {...register("isFinished")} />
        <div className="flex flex-col-reverse gap-2 md:col-span-2 md:flex-row md:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {game ? t("games.form.update") : t("games.form.create")}
          </Button>
        </div>
      </form>
      {game && <GameAuditLog gameId={game._id} />}
      <Dialog
        open={question?.kind === "scoreNotFinished"}
        onOpenChange={(open) => !open && question?.answer("cancel")}
        title={t("games.form.scoreNotFinished.title")}
        description={t("games.form.scoreNotFinished.message")}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => question?.answer("cancel")}>
              {t("common:actions.cancel")}
            </Button>
            <Button variant="secondary" onClick={() => question?.answer("without")}>
              {t("games.form.scoreNotFinished.without")}
            </Button>
            <Button onClick={() => question?.answer("finish")}>{t("games.form.scoreNotFinished.finish")}</Button>
          </>
        }
      />
      <ConfirmDialog
        open={question?.kind === "finishEarly"}
        onOpenChange={(open) => !open && question?.answer("cancel")}
        title={t("games.form.finishEarly.title")}
        message={t("games.form.finishEarly.message", { kickoff: question?.kickoff ?? "" })}
        confirmLabel={t("games.form.finishEarly.confirm")}
        tone="primary"
        onConfirm={() => question?.answer("confirm")}
      />
    </Card>
  );
}

/**
 * The running score of a live game being edited (docs/rules.md "Games: live score"): its own small form, saved on its
 * own (PUT /games/{id}/live) so a goal never waits for, nor sends, the game's other fields. Both empty clears it.
 */
function LiveScoreFields({ game }: { game: Game }) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const save = useSetLiveScore();
  const saved = parseFinalResult(game.liveScore);
  const [home, setHome] = useState(saved ? String(saved.homeScore) : "");
  const [away, setAway] = useState(saved ? String(saved.awayScore) : "");
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = home.trim() === "" && away.trim() === "" ? "" : `${home.trim()}:${away.trim()}`;
    const parsed = gameLiveScoreSchema.safeParse({ liveScore: typed });
    if (!parsed.success) {
      setError(fieldError(parsed.error.issues[0]));
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync({ id: game._id, liveScore: parsed.data.liveScore });
      toast.success(parsed.data.liveScore ? t("games.live.saved") : t("games.live.cleared"));
    } catch (failure) {
      toast.error(errorMessage(failure, t("games.live.saveFailed")));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="live-score-title"
      className="mb-6 grid gap-4 rounded-xl border border-red-200 bg-red-50/60 p-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <div className="md:col-span-3">
        <h3 id="live-score-title" className="flex items-center gap-2 font-bold text-slate-900">
          <Radio className="size-5 shrink-0 text-red-700" aria-hidden="true" />
          {t("games.live.title")}
        </h3>
        <p className="text-sm text-slate-700">{t("games.live.hint")}</p>
      </div>
      <Input
        label={t("games.live.home", { team: game.homeGroupId.name })}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        value={home}
        onChange={(e) => setHome(e.target.value)}
        error={error}
      />
      <Input
        label={t("games.live.away", { team: game.awayGroupId.name })}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        value={away}
        onChange={(e) => setAway(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      <Button type="submit" variant="secondary" loading={save.isPending} className="md:mt-7">
        {t("games.live.save")}
      </Button>
    </form>
  );
}
