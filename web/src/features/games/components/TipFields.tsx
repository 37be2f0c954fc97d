import type { TeamRef } from "@app/domain/teams";
import { AlertCircle, CircleCheck, Loader2, Minus, Plus, RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/Button";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { stepTip, TIP_SIDES, type TipField, type TipSide } from "../tipInput";
import type { TipAutosave } from "./useTipAutosave";

export interface TipFieldsProps {
  tip: TipAutosave;
  home: TeamRef;
  away: TeamRef;
}

/**
 * The round tip sheet's part of an open game's card (docs/rules.md "Round tip sheet"): a number input with - / +
 * under each team, in the teams' order (so mirrored in RTL), and the card's save state or what is wrong with the tip.
 */
export function TipFields({ tip, home, away }: TipFieldsProps) {
  const { t } = useTranslation("games");
  const errorId = useId();
  const issue = TIP_SIDES.map((side) => tip.check.issues[side]).find(Boolean);
  const teams: Record<TipSide, TeamRef> = { homeScore: home, awayScore: away };
  const stepper = (side: TipSide) => (
    <ScoreStepper
      side={side}
      team={teams[side].name}
      field={tip.fields[side]}
      invalid={Boolean(tip.check.issues[side])}
      describedBy={issue ? errorId : undefined}
      onChange={(text, badInput) => tip.edit(side, text, badInput)}
    />
  );
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2">
        <legend className="sr-only">{t("tips.legend")}</legend>
        {stepper("homeScore")}
        <span aria-hidden="true" className="pt-1.5 text-2xl font-extrabold text-slate-400">
          :
        </span>
        {stepper("awayScore")}
      </fieldset>
      {issue ? (
        <p id={errorId} role="alert" className="flex items-center justify-center gap-1.5 text-sm font-medium text-red-700">
          <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
          {t(issue, { ns: "validation" })}
        </p>
      ) : (
        <TipStatus tip={tip} open />
      )}
    </div>
  );
}

interface ScoreStepperProps {
  side: TipSide;
  team: string;
  field: TipField;
  invalid: boolean;
  describedBy: string | undefined;
  onChange(text: string, badInput: boolean): void;
}

/** Each field's labels (namespace games), so the keys stay greppable. */
const LABELS = {
  homeScore: { input: "tips.scoreHome", decrease: "tips.decreaseHome", increase: "tips.increaseHome" },
  awayScore: { input: "tips.scoreAway", decrease: "tips.decreaseAway", increase: "tips.increaseAway" },
} as const;

const stepButton =
  "inline-flex size-11 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100";

/** A real number input ("Home score for Lions") with - and + buttons under it, 44px each. */
function ScoreStepper({ side, team, field, invalid, describedBy, onChange }: ScoreStepperProps) {
  const { t } = useTranslation("games");
  const id = useId();
  const labels = LABELS[side];
  return (
    <div className="flex min-w-0 flex-col items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t(labels.input, { team })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={99}
        step={1}
        placeholder="–"
        autoComplete="off"
        value={field.text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value, event.target.validity.badInput)}
        // React reports no change between unreadable text and an empty field (both have the value ""), so that one
        // comes from the input event.
        onInput={(event) => {
          const input = event.currentTarget;
          if (input.value === field.text && input.validity.badInput !== field.badInput)
            onChange(input.value, input.validity.badInput);
        }}
        // A wheel over a focused number input would change the tip while the player scrolls the list.
        onWheel={(event) => event.currentTarget.blur()}
        className={cn(
          "block h-11 w-[5.75rem] rounded-xl border-2 border-slate-300 bg-white text-center text-xl font-extrabold text-slate-900 tabular-nums shadow-sm",
          "placeholder:text-slate-400 hover:border-slate-400 focus-visible:border-emerald-600",
          "[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none",
          "aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40",
        )}
      />
      <div className="flex gap-1">
        <button
          type="button"
          className={stepButton}
          aria-label={t(labels.decrease, { team })}
          onClick={() => onChange(stepTip(field, -1), false)}
        >
          <Minus className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={stepButton}
          aria-label={t(labels.increase, { team })}
          onClick={() => onChange(stepTip(field, 1), false)}
        >
          <Plus className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/**
 * The card's save state, announced politely: 'Saving...', 'Saved', or the failure with 'Try again' (while the game is
 * still open); with one score still empty, what is missing.
 */
export function TipStatus({ tip, open }: { tip: TipAutosave; open: boolean }) {
  const { t } = useTranslation("games");
  const { state } = tip;
  const incomplete = open && !tip.check.score && TIP_SIDES.some((side) => tip.fields[side].text !== "");
  const shown =
    state.status === "error"
      ? { icon: AlertCircle, text: errorMessage(state.error, t("tips.failed")), tone: "text-red-700" }
      : state.status === "waiting" || state.status === "saving"
        ? { icon: Loader2, text: t("tips.saving"), tone: "text-slate-700 [&>svg]:animate-spin" }
        : state.status === "saved"
          ? { icon: CircleCheck, text: t("tips.saved"), tone: "text-emerald-800" }
          : incomplete
            ? { icon: null, text: t("tips.incomplete"), tone: "text-slate-700" }
            : null;
  const Icon = shown?.icon;
  return (
    <div className="flex min-h-6 flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm font-medium">
      <p role="status" className={cn("inline-flex items-center gap-1.5 text-center", shown?.tone)}>
        {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
        {shown?.text}
      </p>
      {state.status === "error" && open && (
        <Button variant="secondary" size="sm" icon={RotateCcw} onClick={tip.retry}>
          {t("common:actions.retry")}
        </Button>
      )}
    </div>
  );
}
