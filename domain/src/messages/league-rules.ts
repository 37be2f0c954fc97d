/** A league's own rules: scoring, the joker and bonus questions (docs/rules.md); every key exists in both languages. */
export const en = {
  rulesRange: "Points must be whole numbers from 0 to 10",
  rulesDifferenceAboveExact: "The right difference cannot earn more than the exact score",
  rulesOutcomeAboveDifference: "The right outcome cannot earn more than the right difference",
  jokerLocked: "Your joker for this round is on a game that has already locked",
  bonusTextRequired: "Question text is required",
  bonusTextTooLong: "Question text must be at most 200 characters",
  bonusKindInvalid: "A question is answered with a team, a number or text",
  bonusPointsRange: "Points must be a whole number from 1 to 20",
  bonusClosesAtInvalid: "Enter a valid deadline",
  bonusQuestionNotFound: "Question not found",
  bonusAnswerKind: "This answer does not fit the question",
  bonusClosed: "This question no longer takes answers",
  bonusNotClosed: "A question is resolved only after its deadline",
  bonusQuestionDeleted: "Question deleted",
} as const;

export const he: Record<keyof typeof en, string> = {
  rulesRange: "הנקודות חייבות להיות מספרים שלמים בין 0 ל-10",
  rulesDifferenceAboveExact: "הפרש נכון לא יכול לזכות ביותר נקודות מתוצאה מדויקת",
  rulesOutcomeAboveDifference: "תוצאה נכונה לא יכולה לזכות ביותר נקודות מהפרש נכון",
  jokerLocked: "הג'וקר שלך בסבב הזה נמצא על משחק שכבר ננעל",
  bonusTextRequired: "נוסח השאלה הוא שדה חובה",
  bonusTextTooLong: "נוסח השאלה יכול להכיל עד 200 תווים",
  bonusKindInvalid: "עונים על שאלה בקבוצה, במספר או בטקסט",
  bonusPointsRange: "הנקודות חייבות להיות מספר שלם בין 1 ל-20",
  bonusClosesAtInvalid: "נא להזין מועד אחרון תקין",
  bonusQuestionNotFound: "השאלה לא נמצאה",
  bonusAnswerKind: "התשובה אינה מתאימה לשאלה",
  bonusClosed: "השאלה כבר לא מקבלת תשובות",
  bonusNotClosed: "אפשר לקבוע תשובה רק אחרי המועד האחרון",
  bonusQuestionDeleted: "השאלה נמחקה",
};
