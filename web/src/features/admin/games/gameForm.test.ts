import { type Game, gameFormSchema } from "@app/domain";
import { describe, expect, it } from "vitest";
import { gameFormValues, gameValues } from "./gameForm";

const HOME = "65f000000000000000000001";
const AWAY = "65f000000000000000000002";

function game(overrides: Partial<Game> = {}): Game {
  return {
    _id: "65f0000000000000000000aa",
    competitionId: "65f0000000000000000000cc",
    homeGroupId: { _id: HOME, name: "Maccabi Haifa", logoUrl: "" },
    awayGroupId: { _id: AWAY, name: "Hapoel Tel Aviv", logoUrl: "/logos/hapoel.png" },
    date: "2025-03-01",
    hour: "20:30",
    kickoffAt: "2025-03-01T18:30:00.000Z",
    createdAt: "2025-01-01T00:00:00.000Z",
    round: "Round 3",
    isBettingLocked: false,
    isFinished: false,
    finalResult: "",
    status: "upcoming",
    liveScore: null,
    userBet: null,
    ...overrides,
  };
}

describe("gameFormValues", () => {
  it("is the empty form without a game", () => {
    expect(gameFormValues(null)).toEqual({
      homeGroupId: "",
      awayGroupId: "",
      date: "",
      hour: "",
      round: "",
      isBettingLocked: false,
      isFinished: false,
      homeScore: "",
      awayScore: "",
    });
  });

  it("fills the form from a game without a result: team ids, date, time, round, flags, empty scores", () => {
    expect(gameFormValues(game({ isBettingLocked: true }))).toEqual({
      homeGroupId: HOME,
      awayGroupId: AWAY,
      date: "2025-03-01",
      hour: "20:30",
      round: "Round 3",
      isBettingLocked: true,
      isFinished: false,
      homeScore: "",
      awayScore: "",
    });
  });

  it("splits the result 'home:away' into the two score fields", () => {
    const values = gameFormValues(game({ isFinished: true, isBettingLocked: true, finalResult: "2:10", status: "finished" }));
    expect(values).toMatchObject({ isFinished: true, homeScore: "2", awayScore: "10" });
  });

  it("gives a form the schema accepts", () => {
    expect(gameFormSchema.safeParse(gameFormValues(game({ isFinished: true, finalResult: "0:0" }))).success).toBe(true);
  });
});

describe("gameValues", () => {
  it("is the API body the unchanged form would send", () => {
    expect(gameValues(game({ isFinished: true, finalResult: "3:1" }))).toEqual({
      homeGroupId: HOME,
      awayGroupId: AWAY,
      date: "2025-03-01",
      hour: "20:30",
      round: "Round 3",
      isBettingLocked: false,
      isFinished: true,
      finalResult: "3:1",
    });
    expect(gameValues(game()).finalResult).toBe("");
  });
});
