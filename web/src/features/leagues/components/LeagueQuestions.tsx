import { BONUS_KINDS, type BonusKind, type BonusQuestion, bonusQuestionInputSchema, displayName, type Team } from "@app/domain";
import { CircleHelp, Clock, Plus, Save, Trash2, Trophy } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { ConfirmDialog } from "../../../components/ui/Dialog";
import { Input, Select } from "../../../components/ui/Field";
import { LoadError } from "../../../components/ui/LoadError";
import { Loading } from "../../../components/ui/Loading";
import { PlayerName } from "../../../components/ui/PlayerName";
import { useTranslation } from "../../../i18n";
import { ApiError, errorMessage } from "../../../lib/api";
import { formatDateTime } from "../../../lib/dates";
import { questionRequests, useQuestionChange, useQuestions, useTeamChoices } from "../api";

/**
 * A league's bonus questions (docs/rules.md "A league's own rules"): the owner asks, resolves and deletes (confirmed);
 * members answer until the deadline, and see everyone's answers and what they earned after it.
 */
export function LeagueQuestions({ leagueId, isOwner, isMember }: { leagueId: string; isOwner: boolean; isMember: boolean }) {
  const { t } = useTranslation("leagues");
  const questions = useQuestions(leagueId);
  const needsTeams = isOwner || (questions.data ?? []).some((question) => question.kind === "team");
  const teams = useTeamChoices(needsTeams).data ?? [];
  const remove = useQuestionChange(leagueId, questionRequests.remove(leagueId));
  const [deleting, setDeleting] = useState<BonusQuestion | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync(deleting._id);
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error, t("questions.deleteFailed")));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="league-questions-title" padding="sm">
      <h2 id="league-questions-title" className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        <CircleHelp className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        {t("questions.title")}
      </h2>
      {questions.isPending ? (
        <Loading skeleton="rows" />
      ) : questions.isError ? (
        <LoadError message={errorMessage(questions.error, t("questions.loadFailed"))} onRetry={() => questions.refetch()} />
      ) : questions.data.length === 0 ? (
        <p className="text-slate-600">{isOwner ? t("questions.emptyOwner") : t("questions.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="league-questions">
          {questions.data.map((question) => (
            <QuestionItem
              key={question._id}
              leagueId={leagueId}
              question={question}
              teams={teams}
              isOwner={isOwner}
              isMember={isMember}
              onDelete={() => setDeleting(question)}
            />
          ))}
        </ul>
      )}
      {isOwner && <AskQuestionForm leagueId={leagueId} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("questions.deleteTitle")}
        message={t("questions.deleteConfirm", { question: deleting?.text ?? "" })}
        confirmLabel={t("questions.delete")}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}

/** An answer as the reader sees it: a team by its name, anything else as given. */
function useAnswerText(teams: readonly Team[]) {
  return (kind: BonusKind, answer: string | number) =>
    kind === "team" ? (teams.find((team) => team._id === answer)?.name ?? "…") : String(answer);
}

interface QuestionItemProps {
  leagueId: string;
  question: BonusQuestion;
  teams: readonly Team[];
  isOwner: boolean;
  isMember: boolean;
  onDelete(): void;
}

function QuestionItem({ leagueId, question, teams, isOwner, isMember, onDelete }: QuestionItemProps) {
  const { t, i18n } = useTranslation("leagues");
  const answerText = useAnswerText(teams);
  const answer = useQuestionChange(leagueId, questionRequests.answer(leagueId));
  const resolve = useQuestionChange(leagueId, questionRequests.resolve(leagueId));
  const mine = question.myAnswer;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3" data-testid="league-question">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 font-semibold break-words text-slate-900">{question.text}</p>
        <Badge tone="gold" icon={Trophy}>
          {t("questions.worth", { count: question.points })}
        </Badge>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {t(question.closed ? "questions.closedAt" : "questions.closesAt", {
          when: formatDateTime(question.closesAt, i18n.language),
        })}
      </p>
      {mine && (
        <p className="text-sm text-slate-800">
          {t("questions.yourAnswer")} <strong className="break-words">{answerText(question.kind, mine.answer)}</strong>
        </p>
      )}
      {!question.closed && isMember && (
        <AnswerForm
          question={question}
          initial={mine?.answer ?? null}
          teams={teams}
          label={t("questions.answerLabel")}
          submit={mine ? t("questions.changeAnswer") : t("questions.saveAnswer")}
          done={t("questions.answered")}
          failed={t("questions.answerFailed")}
          pending={answer.isPending}
          onSave={(value) => answer.mutateAsync({ id: question._id, answer: value })}
        />
      )}
      {question.closed && (
        <>
          <p className="text-sm font-medium text-slate-800">
            {question.result === null ? (
              t("questions.unresolved")
            ) : (
              <>
                {t("questions.result")} <strong className="break-words">{answerText(question.kind, question.result)}</strong>
              </>
            )}
          </p>
          <AnswersList question={question} answerText={answerText} />
          {isOwner && (
            <AnswerForm
              question={question}
              initial={question.result}
              teams={teams}
              label={t("questions.resolveLabel")}
              submit={question.result === null ? t("questions.resolve") : t("questions.resolveAgain")}
              done={t("questions.resolved")}
              failed={t("questions.resolveFailed")}
              pending={resolve.isPending}
              onSave={(value) => resolve.mutateAsync({ id: question._id, answer: value })}
            />
          )}
        </>
      )}
      {isOwner && (
        <Button variant="ghost" size="sm" icon={Trash2} className="self-start text-red-700 hover:bg-red-50" onClick={onDelete}>
          {t("questions.delete")}
        </Button>
      )}
    </li>
  );
}

function AnswersList({
  question,
  answerText,
}: {
  question: BonusQuestion;
  answerText: (kind: BonusKind, answer: string | number) => string;
}) {
  const { t } = useTranslation("leagues");
  const answers = question.answers ?? [];
  if (answers.length === 0) return <p className="text-sm text-slate-600">{t("questions.noAnswers")}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm" aria-label={t("questions.answers")}>
      {answers.map((entry) => (
        <li key={entry.userId} className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 py-1">
          <PlayerName name={displayName(entry)} className="font-medium text-slate-900" />
          <span className="min-w-0 flex-1 break-words text-slate-700">{answerText(question.kind, entry.answer)}</span>
          {question.result !== null && (
            <Badge tone={entry.points > 0 ? "success" : "neutral"}>{t("questions.earned", { count: entry.points })}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

interface AnswerFormProps {
  question: BonusQuestion;
  /** What the field starts with: the member's answer, or the result the owner gave. */
  initial: string | number | null;
  teams: readonly Team[];
  label: string;
  submit: string;
  done: string;
  failed: string;
  pending: boolean;
  onSave(answer: string | number): Promise<unknown>;
}

/** One answer of the question's kind (a team, a whole number or text): a member's answer, or the owner's result. */
function AnswerForm({ question, initial, teams, label, submit, done, failed, pending, onSave }: AnswerFormProps) {
  const { t } = useTranslation("leagues");
  const [value, setValue] = useState(() => (initial === null ? "" : String(initial)));
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === "" || (question.kind === "number" && !/^\d+$/.test(trimmed))) {
      setError(t("validation:bonusAnswerKind"));
      return;
    }
    setError(undefined);
    try {
      await onSave(question.kind === "number" ? Number(trimmed) : trimmed);
      toast.success(done);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(errorMessage(failure, failed));
      toast.error(errorMessage(failure, failed));
    }
  };
  const field =
    question.kind === "team" ? (
      <Select label={label} value={value} error={error} onChange={(event) => setValue(event.target.value)}>
        <option value="">{t("questions.pickTeam")}</option>
        {teams.map((team) => (
          <option key={team._id} value={team._id}>
            {team.name}
          </option>
        ))}
      </Select>
    ) : (
      <Input
        label={label}
        value={value}
        error={error}
        type={question.kind === "number" ? "number" : "text"}
        inputMode={question.kind === "number" ? "numeric" : undefined}
        min={question.kind === "number" ? 0 : undefined}
        maxLength={question.kind === "text" ? 100 : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      {field}
      <Button type="submit" variant="secondary" icon={Save} loading={pending} className="sm:self-start">
        {submit}
      </Button>
    </form>
  );
}

type AskField = "text" | "kind" | "points" | "closesAt";
const ASK_FIELDS: readonly AskField[] = ["text", "kind", "points", "closesAt"];

/** A deadline field's value (local wall clock) as an instant; "" when it is not one. */
function localToIso(value: string): string {
  const date = new Date(value);
  return value === "" || Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** The owner asks a question: its text, what it is answered with, its points and its deadline. */
function AskQuestionForm({ leagueId }: { leagueId: string }) {
  const { t } = useTranslation("leagues");
  const ask = useQuestionChange(leagueId, questionRequests.ask(leagueId));
  const [form, setForm] = useState({ text: "", kind: "team" as BonusKind, points: "5", closesAt: "" });
  const [errors, setErrors] = useState<Partial<Record<AskField, string>>>({});
  const set = (field: AskField) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const showErrors = (issues: readonly { path: PropertyKey[] | string; message: string }[], translate: boolean) => {
    const next: Partial<Record<AskField, string>> = {};
    for (const issue of issues) {
      const field = ASK_FIELDS.find((name) => name === (Array.isArray(issue.path) ? issue.path[0] : issue.path));
      if (field && !next[field]) next[field] = translate ? t(`validation:${issue.message}`) : issue.message;
    }
    setErrors(next);
    return Object.keys(next).length > 0;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { text: form.text, kind: form.kind, points: Number(form.points), closesAt: localToIso(form.closesAt) };
    const parsed = bonusQuestionInputSchema.safeParse(input);
    if (!parsed.success) {
      showErrors(parsed.error.issues, true);
      return;
    }
    setErrors({});
    try {
      await ask.mutateAsync(parsed.data);
      toast.success(t("questions.asked"));
      setForm({ ...form, text: "" });
    } catch (error) {
      if (error instanceof ApiError) showErrors(error.errors, false);
      toast.error(errorMessage(error, t("questions.askFailed")));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4"
      aria-labelledby="ask-question-title"
    >
      <h3 id="ask-question-title" className="font-bold text-slate-900">
        {t("questions.askTitle")}
      </h3>
      <Input label={t("questions.text")} value={form.text} error={errors.text} maxLength={200} onChange={set("text")} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Select label={t("questions.kind")} value={form.kind} error={errors.kind} onChange={set("kind")}>
          {BONUS_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`questions.kinds.${kind}`)}
            </option>
          ))}
        </Select>
        <Input
          label={t("questions.points")}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={form.points}
          error={errors.points}
          onChange={set("points")}
        />
      </div>
      <Input
        label={t("questions.deadline")}
        type="datetime-local"
        value={form.closesAt}
        error={errors.closesAt}
        onChange={set("closesAt")}
      />
      <Button type="submit" icon={Plus} loading={ask.isPending} className="self-start">
        {t("questions.ask")}
      </Button>
    </form>
  );
}
