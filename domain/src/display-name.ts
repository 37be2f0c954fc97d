/** The name a player goes by: their full name, else their username. Apart from auth.ts so a screen gets it without zod. */
export const displayName = (user: { fullName?: string | null; username: string }) => user.fullName || user.username;
