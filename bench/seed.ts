import { dateInZone, MAX_LEAGUE_MEMBERS, newId, RULE_PRESETS } from "@app/domain";
import type { AppDeps } from "../server/src/deps";
import { insertBetsBulk } from "../server/src/modules/bets/repo";
import { importGames, setResult } from "../server/src/modules/games/service";
import { createLeague, joinLeague, setLeagueRules } from "../server/src/modules/leagues/service";
import { createTeam } from "../server/src/modules/teams/service";
import { createUser } from "../server/src/modules/users/accounts";
import { hashPassword } from "../server/src/modules/users/passwords";
import { insertUsersBulk } from "../server/src/modules/users/repo";

export const SEASON = { players: 2000, teams: 20, rounds: 38, gamesPerRound: 10, finishedRounds: 34, leagueSize: 10 };
export const BENCH_PASSWORD = "bench-password";

/**
 * A season-scale database through the app's own services and repositories: 2,000 players, 20 teams,
 * 380 games in 38 rounds (340 finished and scored), a bet from every player on every game, and the players in 200
 * leagues of 10 (player 1 in the first), created and joined by invite code; and a company league of 1,000 (the most a
 * league holds, player 1 among them) scored by Kicktipp 4-3-2 with jokers, each player's joker on a round's first game.
 */
export async function seedSeason(deps: AppDeps, log: (line: string) => void) {
  const started = Date.now();
  const admin = await createUser(deps, {
    email: "admin@bench.test",
    password: BENCH_PASSWORD,
    fullName: "Bench Admin",
    username: "Bench Admin",
    isAdmin: true,
  });
  const hash = await hashPassword(BENCH_PASSWORD);
  const now = new Date().toISOString();
  const players = Array.from({ length: SEASON.players }, (_, i) => ({
    id: newId(),
    email: `player${i + 1}@bench.test`,
    fullName: `Player ${String(i + 1).padStart(4, "0")}`,
    passwordHash: hash,
    createdAt: now,
  }));
  await insertUsersBulk(deps.db, players);

  const teams = [];
  for (let i = 0; i < SEASON.teams; i++)
    teams.push(await createTeam(deps, { name: `Team ${i + 1}`, logoUrl: "", description: "" }));

  // Round r kicks off (r - finishedRounds) weeks from now: 34 rounds played, 4 ahead.
  const day = 86_400_000;
  const games = [];
  for (let r = 0; r < SEASON.rounds; r++) {
    for (let g = 0; g < SEASON.gamesPerRound; g++) {
      const kickoff = Date.now() + ((r - SEASON.finishedRounds) * 7 + 1 + (g % 3)) * day;
      const home = teams[(r + g) % SEASON.teams];
      const away = teams[(r + g + 1 + (r % (SEASON.teams - 1))) % SEASON.teams];
      games.push({
        homeGroupId: home._id,
        awayGroupId: away._id === home._id ? teams[(r + g + 2) % SEASON.teams]._id : away._id,
        date: dateInZone(kickoff, deps.config.timezone),
        hour: "20:00",
        round: `Round ${r + 1}`,
        isBettingLocked: false,
        isFinished: false,
        finalResult: "",
      });
    }
  }
  await importGames(deps, games);
  const gameRows = await deps.db.selectFrom("games").select(["id", "round", "kickoffAt"]).orderBy("kickoffAt").execute();
  log(`  users, teams, games: ${Date.now() - started} ms`);

  let seed = 7;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const goals = () => Math.floor(rand() * rand() * 5);
  const batch = deps.dialect === "postgres" ? 8000 : 20_000;
  await deps.db.transaction().execute(async (trx) => {
    let pending: Parameters<typeof insertBetsBulk>[1] = [];
    const roundsSeen = new Set<string>();
    for (const game of gameRows) {
      const createdAt = new Date(game.kickoffAt - 2 * day).toISOString();
      const joker = roundsSeen.has(game.round) ? 0 : 1;
      roundsSeen.add(game.round);
      for (const player of players) {
        pending.push({
          id: newId(),
          userId: player.id,
          gameId: game.id,
          homeScore: goals(),
          awayScore: goals(),
          createdAt,
          joker,
        });
      }
      if (pending.length >= batch) {
        await insertBetsBulk(trx, pending);
        pending = [];
      }
    }
    await insertBetsBulk(trx, pending);
  });
  log(`  ${gameRows.length * players.length} bets: ${Date.now() - started} ms`);

  const finished = gameRows.slice(0, SEASON.finishedRounds * SEASON.gamesPerRound);
  for (const game of finished) {
    await setResult(deps, admin.id, game.id, { finalResult: `${goals()}:${goals()}`, isFinished: true });
  }
  log(`  ${finished.length} results scored: ${Date.now() - started} ms`);

  const leagueIds: string[] = [];
  for (let i = 0; i < players.length; i += SEASON.leagueSize) {
    const [owner, ...members] = players.slice(i, i + SEASON.leagueSize);
    const league = await createLeague(deps, { id: owner.id, isAdmin: 0 }, { name: `League ${leagueIds.length + 1}` });
    for (const member of members) await joinLeague(deps, { id: member.id, isAdmin: 0 }, league.inviteCode);
    leagueIds.push(league._id);
  }
  log(`  ${leagueIds.length} leagues of ${SEASON.leagueSize}: ${Date.now() - started} ms`);

  const [first, owner, ...rest] = players;
  const company = await createLeague(deps, { id: owner.id, isAdmin: 0 }, { name: "Company league" });
  for (const member of [first, ...rest.slice(0, MAX_LEAGUE_MEMBERS - 2)])
    await joinLeague(deps, { id: member.id, isAdmin: 0 }, company.inviteCode);
  await setLeagueRules(deps, { id: owner.id, isAdmin: 0 }, company._id, { ...RULE_PRESETS.kicktipp, joker: true });
  log(`  a league of ${MAX_LEAGUE_MEMBERS} with Kicktipp rules and jokers: ${Date.now() - started} ms`);
  return {
    seedMs: Date.now() - started,
    finishedGameIds: finished.map((g) => g.id),
    openGameIds: gameRows.slice(finished.length).map((g) => g.id),
    playerIds: players.map((p) => p.id),
    leagueIds,
    companyLeagueId: company._id,
  };
}
