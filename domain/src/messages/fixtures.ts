/** Fixture import (openfootball match files), results feed, audit and recalculation messages; every key exists in both languages. */
export const en = {
  matchFileInvalid: "This is not an openfootball match file (it needs a list of matches)",
  matchFileTooLarge: "A match file can hold at most 2000 matches",
  matchRoundInvalid: "Round must be text",
  matchTimeInvalid: "Time must look like 13:00 or 13:00 UTC+3",
  matchScoreInvalid: "Full-time score must be two whole numbers from 0 to 99",
  timezoneInvalid: "Time zone must be an IANA zone such as Europe/London or UTC",
  matchRepeated: "The same game (home, away and date) is already earlier in the file",
  feedApplyFailed: "Applying the results feed failed",
  feedTimedOut: "The results feed did not answer within {{seconds}} seconds",
  feedTooLarge: "The results feed sent more than {{megabytes}} MB",
  feedHttpStatus: "The results feed answered HTTP {{status}}",
  feedNotJson: "The results feed did not send JSON",
  feedUnreachable: "The results feed could not be reached",
  feedNotAllowed: "The results feed URL is not on the allowlist",
} as const;

export const he: Record<keyof typeof en, string> = {
  matchFileInvalid: "זה אינו קובץ משחקים של openfootball (נדרשת רשימת משחקים)",
  matchFileTooLarge: "קובץ משחקים יכול לכלול לכל היותר 2000 משחקים",
  matchRoundInvalid: "המחזור חייב להיות טקסט",
  matchTimeInvalid: "השעה חייבת להיראות כמו 13:00 או 13:00 UTC+3",
  matchScoreInvalid: "תוצאת סיום חייבת להיות שני מספרים שלמים בין 0 ל-99",
  timezoneInvalid: "אזור הזמן חייב להיות אזור IANA כמו Asia/Jerusalem או UTC",
  matchRepeated: "אותו משחק (מארחת, אורחת ותאריך) כבר מופיע מוקדם יותר בקובץ",
  feedApplyFailed: "החלת התוצאות ממקור התוצאות נכשלה",
  feedTimedOut: "מקור התוצאות לא ענה תוך {{seconds}} שניות",
  feedTooLarge: "מקור התוצאות שלח יותר מ-{{megabytes}} MB",
  feedHttpStatus: "מקור התוצאות ענה HTTP {{status}}",
  feedNotJson: "מקור התוצאות לא שלח JSON",
  feedUnreachable: "לא ניתן להגיע למקור התוצאות",
  feedNotAllowed: "כתובת מקור התוצאות אינה ברשימת ההיתר",
} as const;
