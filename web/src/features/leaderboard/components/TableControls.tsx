import type { League } from "@app/domain";
import { Checkbox, Select } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";

export interface TableControlsProps {
  /** The chosen league, or undefined for Everyone. */
  league: string | undefined;
  onLeague(league: string | undefined): void;
  /** The caller's leagues from GET /leagues. */
  leagues: League[];
  leaguesFailed: boolean;
  /** The chosen round, or undefined for the overall table. */
  round: string | undefined;
  onRound(round: string | undefined): void;
  /** Round names from GET /games/rounds, in order. */
  rounds: string[];
  roundsFailed: boolean;
  live: boolean;
  onLive(live: boolean): void;
}

/** Whose table (Everyone first, then the caller's leagues, kept in ?league=), which one (Overall or a round), and 'Live table'. */
export function TableControls(props: TableControlsProps) {
  const { league, onLeague, leagues, leaguesFailed, round, onRound, rounds, roundsFailed, live, onLive } = props;
  const { t } = useTranslation("leaderboard");
  // A round from the address that the list does not (yet) hold stays choosable.
  const options = round === undefined || rounds.includes(round) ? rounds : [...rounds, round];
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:flex-wrap md:items-start md:gap-x-6">
      <Select
        label={t("view.league")}
        value={league ?? ""}
        onChange={(event) => onLeague(event.target.value || undefined)}
        hint={leaguesFailed ? t("view.leaguesFailed") : undefined}
        fieldClassName="md:w-72"
      >
        <option value="">{t("view.everyone")}</option>
        {leagues.map((item) => (
          <option key={item._id} value={item._id}>
            {item.name}
          </option>
        ))}
      </Select>
      <Select
        label={t("view.round")}
        value={round ?? ""}
        onChange={(event) => onRound(event.target.value || undefined)}
        hint={roundsFailed ? t("view.roundsFailed") : undefined}
        fieldClassName="md:w-72"
      >
        <option value="">{t("view.overall")}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
      <Checkbox
        role="switch"
        label={t("view.live")}
        hint={t("view.liveHint")}
        checked={live}
        onChange={(event) => onLive(event.target.checked)}
        fieldClassName="md:max-w-md md:pt-6"
      />
    </div>
  );
}
