import { betFormSchema } from "@app/domain/bets";
import type { Game } from "@app/domain/games";
import type { TeamRef } from "@app/domain/teams";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Target } from "lucide-react";
import { type ComponentPropsWithRef, useId, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { JokerButton } from "../../../components/games/JokerButton";
import { Button } from "../../../components/ui/Button";
import { Card, CardHeader } from "../../../components/ui/Card";
import { TeamLogo } from "../../../components/ui/TeamLogo";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { useFieldError } from "../../../lib/forms";
import { usePlaceBet } from "../api";

type BetFormInput = z.input<typeof betFormSchema>;
type BetFormOutput = z.output<typeof betFormSchema>;

export interface BetFormProps {
  /** An open game; with `userBet` the form edits that bet ('Update Bet'). */
  game: Game;
  /** Called after the success toast (the page navigates away). */
  onSaved(): void;
}

/**
 * Two score inputs (home, away), validated by the domain's betFormSchema, and the joker's star; saved together with
 * POST /bets.
 */
export function BetForm({ game, onSaved }: BetFormProps) {
  const { t } = useTranslation("bets");
  const fieldError = useFieldError();
  const place = usePlaceBet();
  const errorId = useId();
  const bet = game.userBet;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BetFormInput, unknown, BetFormOutput>({
    resolver: zodResolver(betFormSchema),
    // `values`, not defaultValues: a cached game may render before the fresh one brings the player's bet.
    values: bet
      ? { homeScore: String(bet.predictedResult.homeScore), awayScore: String(bet.predictedResult.awayScore) }
      : { homeScore: "", awayScore: "" },
    resetOptions: { keepDirtyValues: true },
  });
  // null until the player presses the star: a cached game may render before the fresh one brings the bet's joker,
  // and an untouched star must not take that joker off.
  const [joker, setJoker] = useState<boolean | null>(null);
  const starred = joker ?? bet?.joker === true;
  const error = fieldError(errors.homeScore) ?? fieldError(errors.awayScore);
  const invalid = error ? true : undefined;

  const onSubmit = handleSubmit(async (predictedResult) => {
    try {
      await place.mutateAsync({ gameId: game._id, predictedResult, joker: joker ?? undefined });
      toast.success(bet ? t("form.updated") : t("form.placed"));
      onSaved();
    } catch (failure) {
      toast.error(errorMessage(failure, t("form.failed")));
    }
  });

  return (
    <Card as="section" aria-labelledby="bet-form-title">
      <CardHeader
        title={<span id="bet-form-title">{bet ? t("form.editTitle") : t("form.title")}</span>}
        description={bet ? t("form.editHint") : t("form.hint")}
        icon={Target}
      />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="mx-auto grid w-full max-w-md grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-end gap-3">
          <ScoreInput
            team={game.homeGroupId}
            aria-invalid={invalid}
            aria-describedby={error ? errorId : undefined}
            {...register("homeScore")}
          />
          <span aria-hidden="true" className="pb-3 text-3xl font-extrabold text-slate-400">
            :
          </span>
          <ScoreInput
            team={game.awayGroupId}
            aria-invalid={invalid}
            aria-describedby={error ? errorId : undefined}
            {...register("awayScore")}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-center text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col items-center gap-1.5 text-center">
          <JokerButton on={starred} onToggle={() => setJoker(!starred)} />
          <p className="text-sm text-slate-600">{t("joker.hint", { ns: "games" })}</p>
        </div>
        <Button type="submit" size="lg" fullWidth icon={Check} loading={place.isPending}>
          {bet ? t("form.update") : t("form.submit")}
        </Button>
      </form>
    </Card>
  );
}

interface ScoreInputProps extends ComponentPropsWithRef<"input"> {
  /** The team whose goals this is: its name labels the input. */
  team: TeamRef;
}

/** A big two-digit goals input labelled with the team's name and logo. */
function ScoreInput({ team, ...rest }: ScoreInputProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col items-center gap-2">
      <label htmlFor={id} className="flex w-full flex-col items-center gap-1.5 text-center font-semibold text-slate-800">
        <TeamLogo name="" logoUrl={team.logoUrl} size="sm" />
        <span className="w-full break-words">{team.name}</span>
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={2}
        autoComplete="off"
        className="block h-16 w-20 rounded-2xl border-2 border-slate-300 bg-white text-center text-3xl font-extrabold text-slate-900 tabular-nums shadow-sm hover:border-slate-400 focus-visible:border-emerald-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40"
        {...rest}
      />
    </div>
  );
}
