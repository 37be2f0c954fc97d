/** Admin messages; every key exists in both languages. */
export const en = {
  usernameEmailRequired: "Username and email are required",
  passwordRequiredForNew: "Password is required for new users",
  lastAdmin: "The last admin cannot be deleted or demoted",
  userDeleted: "User deleted successfully!",
} as const;

export const he: Record<keyof typeof en, string> = {
  usernameEmailRequired: "שם משתמש ואימייל הם שדות חובה",
  passwordRequiredForNew: "סיסמה היא שדה חובה למשתמש חדש",
  lastAdmin: "לא ניתן למחוק או להוריד הרשאות של המנהל האחרון",
  userDeleted: "המשתמש נמחק בהצלחה!",
};
