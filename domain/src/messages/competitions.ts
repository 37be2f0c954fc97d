/** Competition messages (docs/rules.md "Competitions"); every key exists in both languages. */
export const en = {
  competitionNameRequired: "Competition name is required",
  competitionNotFound: "Competition not found",
  competitionNameTaken: "A competition with this name already exists",
  competitionRequired: "Several competitions are active: choose the competition",
  competitionFinished: "This competition is finished: it takes no new games or bets",
  competitionNotEmpty: "This competition still holds {{count}} game(s): move or delete them first",
  competitionDeleted: "Competition deleted",
} as const;

export const he: Record<keyof typeof en, string> = {
  competitionNameRequired: "שם התחרות הוא שדה חובה",
  competitionNotFound: "התחרות לא נמצאה",
  competitionNameTaken: "כבר קיימת תחרות בשם הזה",
  competitionRequired: "כמה תחרויות פעילות: יש לבחור תחרות",
  competitionFinished: "התחרות הסתיימה: לא ניתן להוסיף לה משחקים או הימורים",
  competitionNotEmpty: "בתחרות עדיין {{count}} משחקים: יש להעביר או למחוק אותם קודם",
  competitionDeleted: "התחרות נמחקה",
};
