import toast from "react-hot-toast";
import { useTranslation } from "../../i18n";
import { errorMessage } from "../../lib/api";
import { useNavigate } from "../../lib/router";
import { useJoinLeague } from "./api";

/**
 * Joins by code, then opens the league with a welcome toast; a failure (unknown code, full league, too many tries)
 * toasts the server's message and resolves false. The join form and the invite link share it; the link's page is
 * replaced in the history (going back must not join again).
 */
export function useJoinAndWelcome({ replace = false } = {}) {
  const { t } = useTranslation("leagues");
  const navigate = useNavigate();
  const join = useJoinLeague();
  const run = async (inviteCode: string): Promise<boolean> => {
    try {
      const { league } = await join.mutateAsync(inviteCode);
      toast.success(t("join.welcome", { name: league.name }), { id: `welcome-${league._id}` });
      navigate(`/leagues/${league._id}`, { replace });
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t("join.failed")));
      return false;
    }
  };
  return { run, isPending: join.isPending };
}
