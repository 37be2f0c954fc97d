import { betPoints, type League, leagueRulesSchema, RULE_PRESETS, type ScoringRules, withJoker } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Scale, Star } from "lucide-react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Checkbox, Input, Select } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { showServerFieldErrors, useFieldError } from "../../../lib/forms";
import { useSetLeagueRules } from "../api";

type PresetName = keyof typeof RULE_PRESETS | "custom";
const POINT_FIELDS = ["exact", "difference", "outcome"] as const;

/** The preset these points are, or "custom". */
function presetOf(rules: Pick<ScoringRules, "exact" | "difference" | "outcome">): PresetName {
  const found = (Object.keys(RULE_PRESETS) as (keyof typeof RULE_PRESETS)[]).find((name) =>
    POINT_FIELDS.every((field) => RULE_PRESETS[name][field] === rules[field]),
  );
  return found ?? "custom";
}

/** The preview's example (docs/rules.md "A league's own rules"): a 2:1 prediction on a 1:0 result is a right difference. */
const PREVIEW_TIP = { homeScore: 2, awayScore: 1 };
const PREVIEW_RESULT = { homeScore: 1, awayScore: 0 };

/**
 * A league's scoring (docs/rules.md "A league's own rules"): every member reads it; the owner edits it with a preset
 * or custom points, and sees what the example tip would earn before saving.
 */
export function LeagueRules({ league, isOwner }: { league: League; isOwner: boolean }) {
  const { t } = useTranslation("leagues");
  return (
    <Card as="section" aria-labelledby="league-rules-title" padding="sm">
      <h2 id="league-rules-title" className="mb-2 flex items-center gap-2 text-lg font-bold text-slate-900">
        <Scale className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        {t("rules.title")}
      </h2>
      {isOwner ? <RulesForm league={league} /> : <RulesSummary rules={league.rules} />}
    </Card>
  );
}

function RulesSummary({ rules }: { rules: ScoringRules }) {
  const { t } = useTranslation("leagues");
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 text-sm" data-testid="league-rules">
      {POINT_FIELDS.map((field) => (
        <div key={field} className="contents">
          <dt className="text-slate-700">{t(`rules.${field}`)}</dt>
          <dd className="text-end font-semibold text-slate-900 tabular-nums">{t("rules.points", { count: rules[field] })}</dd>
        </div>
      ))}
      <dt className="text-slate-700">{t("rules.joker")}</dt>
      <dd className="text-end font-semibold text-slate-900">{rules.joker ? t("rules.jokerOn") : t("rules.jokerOff")}</dd>
    </dl>
  );
}

function RulesForm({ league }: { league: League }) {
  const { t } = useTranslation("leagues");
  const fieldError = useFieldError();
  const save = useSetLeagueRules(league._id);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ScoringRules>({ resolver: zodResolver(leagueRulesSchema), values: league.rules });
  const current = watch();
  const preset = presetOf(current);
  const valid = leagueRulesSchema.safeParse(current).success;
  const earned = betPoints(PREVIEW_TIP, PREVIEW_RESULT, current);

  const onSubmit = handleSubmit(async (rules) => {
    try {
      await save.mutateAsync(rules);
      toast.success(t("rules.saved"));
    } catch (error) {
      showServerFieldErrors(error, setError, POINT_FIELDS);
      toast.error(errorMessage(error, t("rules.failed")));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="league-rules-form">
      <Select
        label={t("rules.preset")}
        value={preset}
        onChange={(event) => {
          const name = event.target.value as PresetName;
          if (name === "custom") return;
          for (const field of POINT_FIELDS) {
            setValue(field, RULE_PRESETS[name][field], { shouldDirty: true, shouldValidate: true });
          }
        }}
      >
        <option value="classic">{t("rules.presets.classic")}</option>
        <option value="kicktipp">{t("rules.presets.kicktipp")}</option>
        <option value="custom">{t("rules.presets.custom")}</option>
      </Select>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {POINT_FIELDS.map((field) => (
          <Input
            key={field}
            label={t(`rules.${field}`)}
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            step={1}
            error={fieldError(errors[field])}
            {...register(field, { valueAsNumber: true })}
          />
        ))}
      </div>
      <Checkbox label={t("rules.jokerLabel")} hint={t("rules.jokerHint")} {...register("joker")} />
      <p role="status" className="flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-800">
        <Star className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
        <span data-testid="rules-preview">
          {valid
            ? current.joker
              ? t("rules.previewJoker", { count: earned, double: withJoker(earned, true, current) })
              : t("rules.preview", { count: earned })
            : t("rules.previewInvalid")}
        </span>
      </p>
      <Button type="submit" loading={save.isPending} disabled={!isDirty} className="self-start">
        {t("rules.save")}
      </Button>
    </form>
  );
}
