import type { bonusQuestionInputSchema } from "@app/domain";
import { type BonusKind, type BonusQuestion, newId, normalizeBonusAnswer } from "@app/domain";
import type { z } from "zod";
import { nowIso } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import { conflict, forbidden, HttpError, notFound } from "../../lib/errors";
import type { Db } from "../../lib/transaction";
import { publishAfterCommit } from "../events/bus";
import { scoreBonusQuestion } from "../standings/bonus";
import { standingIn } from "./service";

/** Bonus questions of a league (docs/rules.md "A league's own rules"): the owner asks and resolves, members answer. */

interface Viewer {
  id: string;
  isAdmin: number;
}

type QuestionRow = {
  id: string;
  leagueId: string;
  text: string;
  kind: string;
  points: number;
  closesAt: number | string;
  result: string | null;
  createdAt: string;
};

const kindOf = (row: QuestionRow) => row.kind as BonusKind;
const stored = (kind: BonusKind, value: string) => (kind === "number" ? Number(value) : value);
const closed = (deps: AppDeps, row: QuestionRow) => deps.now() >= Number(row.closesAt);

const wrongKind = () => new HttpError(400, "bonusAnswerKind", {}, [{ path: "answer", message: "bonusAnswerKind" }]);

async function findQuestion(db: Db, leagueId: string, questionId: string): Promise<QuestionRow> {
  const row = await db
    .selectFrom("bonusQuestions")
    .select(["id", "leagueId", "text", "kind", "points", "closesAt", "result", "createdAt"])
    .where("id", "=", questionId)
    .where("leagueId", "=", leagueId)
    .executeTakeFirst();
  if (!row) throw notFound("bonusQuestionNotFound");
  return row;
}

/** An answer of the question's kind in its stored form; a team must exist. 400 otherwise. */
async function acceptAnswer(db: Db, kind: BonusKind, answer: string | number): Promise<string> {
  const value = normalizeBonusAnswer(kind, answer);
  if (value === null) throw wrongKind();
  if (kind === "team") {
    const team = await db.selectFrom("teams").select("id").where("id", "=", value).executeTakeFirst();
    if (!team) throw new HttpError(400, "teamNotFound", {}, [{ path: "answer", message: "teamNotFound" }]);
  }
  return value;
}

/** Questions in asking order, each with the caller's answer and, once closed, everyone's. */
export async function listQuestions(deps: AppDeps, viewer: Viewer, leagueId: string): Promise<BonusQuestion[]> {
  await standingIn(deps.db, leagueId, viewer);
  const rows = await deps.db
    .selectFrom("bonusQuestions")
    .select(["id", "leagueId", "text", "kind", "points", "closesAt", "result", "createdAt"])
    .where("leagueId", "=", leagueId)
    .orderBy("id")
    .execute();
  if (rows.length === 0) return [];
  const answers = await deps.db
    .selectFrom("bonusAnswers as a")
    .innerJoin("users as u", "u.id", "a.userId")
    .select(["a.questionId", "a.userId", "a.answer", "a.points", "u.fullName", "u.username"])
    .where(
      "a.questionId",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("a.createdAt")
    .orderBy("a.userId")
    .execute();
  return rows.map((row) => {
    const kind = kindOf(row);
    const mine = answers.find((a) => a.questionId === row.id && a.userId === viewer.id);
    const isClosed = closed(deps, row);
    return {
      _id: row.id,
      leagueId: row.leagueId,
      text: row.text,
      kind,
      points: row.points,
      closesAt: new Date(Number(row.closesAt)).toISOString(),
      closed: isClosed,
      result: row.result === null ? null : stored(kind, row.result),
      myAnswer: mine ? { answer: stored(kind, mine.answer), points: mine.points } : null,
      // Nobody sees another member's answer before the deadline.
      answers: isClosed
        ? answers
            .filter((a) => a.questionId === row.id)
            .map((a) => ({
              userId: a.userId,
              fullName: a.fullName,
              username: a.username,
              answer: stored(kind, a.answer),
              points: a.points,
            }))
        : null,
      createdAt: row.createdAt,
    };
  });
}

async function presentOne(deps: AppDeps, viewer: Viewer, leagueId: string, questionId: string): Promise<BonusQuestion> {
  const question = (await listQuestions(deps, viewer, leagueId)).find((q) => q._id === questionId);
  if (!question) throw notFound("bonusQuestionNotFound");
  return question;
}

async function assertOwner(db: Db, leagueId: string, viewer: Viewer) {
  const { standing } = await standingIn(db, leagueId, viewer);
  if (standing !== "owner") throw forbidden("leagueOwnerOnly");
}

export async function askQuestion(
  deps: AppDeps,
  viewer: Viewer,
  leagueId: string,
  input: z.infer<typeof bonusQuestionInputSchema>,
): Promise<BonusQuestion> {
  const id = newId(deps.now());
  await deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx);
    await assertOwner(trx, leagueId, viewer);
    const now = nowIso();
    await trx
      .insertInto("bonusQuestions")
      .values({
        id,
        leagueId,
        text: input.text,
        kind: input.kind,
        points: input.points,
        closesAt: Date.parse(input.closesAt),
        result: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await publishAfterCommit(trx, { event: "league" });
  });
  return presentOne(deps, viewer, leagueId, id);
}

/** A member answers (or changes the answer) until the deadline; 409 after it. */
export async function answerQuestion(
  deps: AppDeps,
  viewer: Viewer,
  leagueId: string,
  questionId: string,
  answer: string | number,
): Promise<BonusQuestion> {
  await deps.db.transaction().execute(async (trx) => {
    const { standing } = await standingIn(trx, leagueId, viewer);
    if (standing === "moderator") throw forbidden("forbidden");
    const question = await findQuestion(trx, leagueId, questionId);
    if (closed(deps, question)) throw conflict("bonusClosed");
    const value = await acceptAnswer(trx, kindOf(question), answer);
    const now = nowIso();
    await trx
      .insertInto("bonusAnswers")
      .values({ questionId, userId: viewer.id, answer: value, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(["questionId", "userId"]).doUpdateSet({ answer: value, updatedAt: now }))
      .execute();
  });
  return presentOne(deps, viewer, leagueId, questionId);
}

/** The owner sets the right answer after the deadline (409 before); again with another answer, the points move. */
export async function resolveQuestion(
  deps: AppDeps,
  viewer: Viewer,
  leagueId: string,
  questionId: string,
  answer: string | number,
): Promise<BonusQuestion> {
  await deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx);
    await assertOwner(trx, leagueId, viewer);
    const question = await findQuestion(trx, leagueId, questionId);
    if (!closed(deps, question)) throw conflict("bonusNotClosed");
    const kind = kindOf(question);
    const result = await acceptAnswer(trx, kind, answer);
    await trx.updateTable("bonusQuestions").set({ result, updatedAt: nowIso() }).where("id", "=", questionId).execute();
    await scoreBonusQuestion(trx, { id: questionId, kind, points: question.points }, result);
  });
  return presentOne(deps, viewer, leagueId, questionId);
}

/** The owner deletes a question: its answers, and the points they earned, go with it. */
export async function deleteQuestion(deps: AppDeps, viewer: Viewer, leagueId: string, questionId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx);
    await assertOwner(trx, leagueId, viewer);
    await findQuestion(trx, leagueId, questionId);
    await trx.deleteFrom("bonusAnswers").where("questionId", "=", questionId).execute();
    await trx.deleteFrom("bonusQuestions").where("id", "=", questionId).execute();
    await publishAfterCommit(trx, { event: "standings" });
  });
}
