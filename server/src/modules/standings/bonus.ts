import { type BonusKind, bonusAnswersMatch } from "@app/domain";
import type { Db } from "../../lib/transaction";
import { publishAfterCommit } from "../events/bus";

/**
 * Bonus points (docs/rules.md "A league's own rules") are part of league tables, so standings write them: resolving a
 * question gives its points to every answer that matches the result and 0 to every other, so resolving again with
 * another answer moves them. Deleting the question deletes its answers and their points with it. Call inside the
 * caller's transaction, after the data-version bump: league tables are cached per data version.
 */
export async function scoreBonusQuestion(
  trx: Db,
  question: { id: string; kind: BonusKind; points: number },
  result: string,
): Promise<void> {
  const answers = await trx
    .selectFrom("bonusAnswers")
    .select(["userId", "answer"])
    .where("questionId", "=", question.id)
    .execute();
  const right = answers.filter((a) => bonusAnswersMatch(question.kind, a.answer, result)).map((a) => a.userId);
  await trx.updateTable("bonusAnswers").set({ points: 0 }).where("questionId", "=", question.id).execute();
  for (let i = 0; i < right.length; i += 1000) {
    await trx
      .updateTable("bonusAnswers")
      .set({ points: question.points })
      .where("questionId", "=", question.id)
      .where("userId", "in", right.slice(i, i + 1000))
      .execute();
  }
  await publishAfterCommit(trx, { event: "standings" });
}
