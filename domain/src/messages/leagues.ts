/** League messages (docs/rules.md "Leagues"); every key exists in both languages. */
export const en = {
  leagueNameRequired: "League name is required",
  leagueNotFound: "League not found",
  inviteCodeRequired: "Invite code is required",
  tooManyLeagues: "You already own {{max}} leagues, the most one player can own",
  leagueFull: "This league already has {{max}} members, the most a league can hold",
  leagueOwnerOnly: "Only the league's owner can do that",
  leagueOwnerLeaves: "The owner leaves a league only by deleting it",
  leagueDeleted: "League deleted",
  leagueMemberRemoved: "Member removed",
} as const;

export const he: Record<keyof typeof en, string> = {
  leagueNameRequired: "שם הליגה הוא שדה חובה",
  leagueNotFound: "הליגה לא נמצאה",
  inviteCodeRequired: "נא להזין קוד הזמנה",
  tooManyLeagues: "כבר יש לך {{max}} ליגות, המספר המרבי לשחקן אחד",
  leagueFull: "בליגה הזו כבר {{max}} חברים, המספר המרבי לליגה",
  leagueOwnerOnly: "רק מנהל הליגה יכול לעשות זאת",
  leagueOwnerLeaves: "מנהל הליגה יכול לעזוב רק על ידי מחיקתה",
  leagueDeleted: "הליגה נמחקה",
  leagueMemberRemoved: "החבר הוסר",
};
