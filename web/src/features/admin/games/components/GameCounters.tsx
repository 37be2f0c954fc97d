import type { Game } from "@app/domain";
import { CalendarCheck, CalendarClock, Layers, Radio } from "lucide-react";
import { StatTile } from "../../../../components/ui/StatTile";
import { useTranslation } from "../../../../i18n";

/** Upcoming (not finished, not locked), completed, live (locked, not finished) and total games. */
export function GameCounters({ games }: { games: readonly Game[] }) {
  const { t } = useTranslation("admin");
  const count = (test: (game: Game) => boolean) => games.filter(test).length;
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t("games.counters.label")}>
      <li>
        <StatTile
          label={t("games.counters.upcoming")}
          value={count((g) => !g.isFinished && !g.isBettingLocked)}
          icon={CalendarClock}
          accent="emerald"
        />
      </li>
      <li>
        <StatTile label={t("games.counters.completed")} value={count((g) => g.isFinished)} icon={CalendarCheck} accent="slate" />
      </li>
      <li>
        <StatTile
          label={t("games.counters.live")}
          value={count((g) => g.isBettingLocked && !g.isFinished)}
          icon={Radio}
          accent="amber"
        />
      </li>
      <li>
        <StatTile label={t("games.counters.total")} value={games.length} icon={Layers} accent="blue" />
      </li>
    </ul>
  );
}
