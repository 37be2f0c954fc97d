import type { Invitation } from "@app/domain/leagues";
import { LogIn, UserPlus, UsersRound } from "lucide-react";
import { useEffect, useState } from "react";
import { LinkButton } from "../../../components/ui/Button";
import { Loading } from "../../../components/ui/Loading";
import { PlayerName } from "../../../components/ui/PlayerName";
import { useTranslation } from "../../../i18n";
import { ApiError, apiFetch } from "../../../lib/api";

type Lookup = { state: "loading" } | { state: "found"; invitation: Invitation } | { state: "gone" } | { state: "unknown" };

/**
 * /join/<code> signed out (docs/rules.md "Leagues"): which league the link is for and who invited, with creating an
 * account and logging in side by side, each leading back to the link, which then joins. Shown by the auth guard
 * (app/guards.tsx) in place of sending the visitor to log in.
 */
export default function InvitePage({ code }: { code: string }) {
  const { t } = useTranslation(["leagues", "auth"]);
  const [lookup, setLookup] = useState<Lookup>({ state: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<Invitation>("/leagues/invitation", { method: "POST", body: { inviteCode: code }, signal: controller.signal })
      .then((invitation) => setLookup({ state: "found", invitation }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLookup({ state: error instanceof ApiError && error.status === 404 ? "gone" : "unknown" });
      });
    return () => controller.abort();
  }, [code]);

  // Logging in or registering returns here (app/sessionRedirect.ts), and the signed-in link joins the league.
  const back = { from: `/join/${code}` };
  const found = lookup.state === "found" ? lookup.invitation : null;

  return (
    <div className="mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-black/5">
        <div className="flex flex-col items-center gap-3 bg-gradient-to-b from-emerald-50 to-white px-6 pt-8 pb-2 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-emerald-700 text-white shadow-md">
            <UsersRound className="size-7" aria-hidden="true" />
          </span>
          {lookup.state === "loading" ? (
            <Loading text={t("invite.loading")} />
          ) : (
            <>
              {found && <p className="font-semibold text-emerald-800">{t("invite.kicker")}</p>}
              <h1 className="text-2xl font-extrabold text-slate-900">
                {found ? (
                  <PlayerName name={found.league.name} />
                ) : lookup.state === "gone" ? (
                  t("invite.gone")
                ) : (
                  t("invite.generic")
                )}
              </h1>
              {found && (
                <p className="text-slate-700">
                  <PlayerName name={found.inviter.name} className="font-semibold text-slate-900" />{" "}
                  {t("invite.by", { count: found.league.memberCount })}
                </p>
              )}
              <p className="text-slate-600">{lookup.state === "gone" ? t("invite.goneHint") : t("invite.hint")}</p>
            </>
          )}
        </div>
        <div className="grid gap-3 px-6 pt-4 pb-6 sm:grid-cols-2 md:px-8">
          <LinkButton to="/register" state={back} icon={UserPlus} size="lg" fullWidth>
            {t("invite.register")}
          </LinkButton>
          <LinkButton to="/login" state={back} icon={LogIn} size="lg" variant="secondary" fullWidth>
            {t("invite.login")}
          </LinkButton>
        </div>
      </div>
    </div>
  );
}
