import type { Competition, MatchFile, OpenfootballImportResult } from "@app/domain";
import { CircleAlert, FileJson, Upload } from "lucide-react";
import { type ChangeEvent, type DragEvent, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Button, buttonStyles } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { Input } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { cn } from "../../../../lib/cn";
import { ANCHORS } from "../../shared/anchors";
import { useImportOpenfootball } from "../api";
import { CompetitionSelect } from "./CompetitionSelect";

interface Checked {
  fileName: string;
  file: MatchFile;
  timezone: string;
  competition: string;
  result: OpenfootballImportResult;
}

/**
 * "matches.12.team2" -> 13: the match's number in the file, as a person counts; in the rounds shape
 * ("rounds.1.matches.3.time") the matches of the rounds before count too.
 */
function matchNumber(file: MatchFile, path: string): number {
  const parts = path.split(".");
  if (parts[0] !== "rounds") return Number(parts[1]) + 1;
  const round = Number(parts[1]);
  const before = (file.rounds ?? []).slice(0, round).reduce((sum, r) => sum + r.matches.length, file.matches?.length ?? 0);
  return before + Number(parts[3]) + 1;
}

/**
 * "Import fixtures (JSON)" (docs/rules.md "Fixtures, feed and audit"): choose or drop an openfootball match file,
 * see the server's dry run (teams and games to create, results to apply, unchanged, errors by match number), then
 * import it. The server reads the file; the browser only checks that it is JSON.
 */
export function FixturesImportCard({ appTimeZone, competitions }: { appTimeZone: string; competitions: Competition[] }) {
  const { t } = useTranslation(["fixtures", "common", "competitions"]);
  const run = useImportOpenfootball();
  const [timezone, setTimezone] = useState(appTimeZone);
  // "": the competition named like the file (created when new), as the server does without `competition`.
  const [competition, setCompetition] = useState("");
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);

  const check = async (chosen: File) => {
    setChecked(null);
    setProblem(null);
    let file: MatchFile;
    try {
      // The server validates the shape (400 when it is not a match file); here it only has to be JSON.
      file = JSON.parse(await chosen.text()) as MatchFile;
    } catch {
      setProblem(t("import.notJson"));
      return;
    }
    setChecking(true);
    try {
      const result = await run.mutateAsync({ file, dryRun: true, timezone, competition });
      setChecked({ fileName: chosen.name, file, timezone, competition, result });
    } catch (error) {
      setProblem(errorMessage(error, t("import.failed")));
    } finally {
      setChecking(false);
    }
  };

  const confirm = async () => {
    if (!checked) return;
    try {
      const done = await run.mutateAsync({
        file: checked.file,
        dryRun: false,
        timezone: checked.timezone,
        competition: checked.competition,
      });
      toast.success(t("import.done", { teams: done.teamsCreated, games: done.gamesCreated, results: done.gamesUpdated }));
      setChecked(null);
    } catch (error) {
      toast.error(errorMessage(error, t("import.failed")));
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same (fixed) file again fires change again
    if (file) void check(file);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void check(file);
  };

  const id = ANCHORS.importFixtures;
  return (
    <Card
      as="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-24 outline-none", dragging && "ring-2 ring-emerald-600")}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <CardHeader
        title={<span id={`${id}-title`}>{t("import.title")}</span>}
        description={t("import.description")}
        icon={FileJson}
      />
      <div className="flex flex-col gap-4">
        <CompetitionSelect
          competitions={competitions}
          value={competition}
          onChange={(value) => {
            setCompetition(value);
            setChecked(null); // the dry run was for the other competition
          }}
          allLabel={t("competitions:admin.fromFile")}
          label={t("competitions:admin.importInto")}
          testId="fixtures-competition"
        />
        <Input
          label={t("import.timezone")}
          hint={t("import.timezoneHint", { zone: appTimeZone })}
          value={timezone}
          onChange={(event) => {
            setTimezone(event.target.value);
            setChecked(null); // the dry run was for the other zone
          }}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          className="sm:max-w-xs"
        />
        <div className="flex flex-col gap-2 rounded-xl border-2 border-dashed border-slate-300 p-4 sm:flex-row sm:items-center">
          <label
            aria-disabled={checking || run.isPending || undefined}
            className={cn(
              buttonStyles({ variant: "primary" }),
              "cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600",
            )}
          >
            <Upload className="size-5 shrink-0" aria-hidden="true" />
            {t("import.choose")}
            <input
              type="file"
              accept=".json,application/json"
              className="sr-only"
              disabled={checking || run.isPending}
              onChange={onChange}
            />
          </label>
          <span className="text-sm text-slate-600">{t("import.drop")}</span>
        </div>
      </div>
      {checking && (
        <p role="status" className="mt-4 text-sm">
          {t("import.checking")}
        </p>
      )}
      {problem && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-900"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {problem}
        </p>
      )}
      {checked && (
        <DryRun
          id={`${id}-preview`}
          checked={checked}
          onConfirm={confirm}
          onCancel={() => setChecked(null)}
          sending={run.isPending}
        />
      )}
    </Card>
  );
}

function DryRun({
  id,
  checked,
  onConfirm,
  onCancel,
  sending,
}: {
  id: string;
  checked: Checked;
  onConfirm(): void;
  onCancel(): void;
  sending: boolean;
}) {
  const { t } = useTranslation(["fixtures", "common"]);
  const heading = useRef<HTMLHeadingElement>(null);
  // As the CSV preview does: keyboard and screen reader users land on what needs their decision.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { result } = checked;
  const counts = [
    t("import.teamsCreated", { count: result.teamsCreated }),
    t("import.gamesCreated", { count: result.gamesCreated }),
    t("import.gamesUpdated", { count: result.gamesUpdated }),
    t("import.unchanged", { count: result.unchanged }),
    t("import.errors", { count: result.errors.length }),
  ];
  const work = result.teamsCreated + result.gamesCreated + result.gamesUpdated;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-900">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-bold outline-none">
        {t("import.previewTitle")}
      </h3>
      <p className="mt-0.5 break-all text-sm text-slate-600">
        <bdi>{checked.fileName}</bdi>
      </p>
      {result.competitionCreated && checked.file.name && (
        <p className="mt-1 text-sm font-semibold" data-testid="fixtures-new-competition">
          {t("competitions:admin.willCreate", { name: checked.file.name })}
        </p>
      )}
      <ul aria-label={t("import.countsLabel")} className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {counts.map((count) => (
          <li key={count} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-semibold">
            {count}
          </li>
        ))}
      </ul>
      {work === 0 && <p className="mt-3 text-sm">{t("import.nothingToDo")}</p>}
      {result.errors.length > 0 && (
        <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          <h4 className="flex items-start gap-2 font-semibold">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {t("import.errorsTitle")}
          </h4>
          <ul className="mt-2 flex list-disc flex-col gap-1 ps-5 text-sm">
            {result.errors.map((error) => (
              <li key={error.path}>
                {t("import.matchError", { number: matchNumber(checked.file, error.path), message: error.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onConfirm} disabled={work === 0} loading={sending}>
          {t("import.confirm")}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {t("common:actions.cancel")}
        </Button>
      </div>
    </section>
  );
}
