/** What other screens use from leagues: deleting a league (the admin users screen's moderation). */
export { useDeleteLeague } from "./api";
