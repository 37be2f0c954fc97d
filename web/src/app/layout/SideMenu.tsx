import { displayName } from "@app/domain/display-name";
import * as RadixDialog from "@radix-ui/react-dialog";
import {
  Bell,
  CalendarCheck,
  CalendarClock,
  CalendarCog,
  CircleUserRound,
  Gauge,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Menu,
  Settings,
  Shield,
  ShieldCheck,
  Timer,
  Trophy,
  Users,
  UsersRound,
  X,
} from "lucide-react";
import { useState } from "react";
import { Avatar } from "../../components/ui/Avatar";
import { Badge } from "../../components/ui/Badge";
import { PlayerName } from "../../components/ui/PlayerName";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";
import { NavLink, useLocation } from "../../lib/router";
import { useSession } from "../../lib/session";
import { isRemembered } from "../../lib/storage";
import { LanguageToggle } from "./LanguageToggle";
import { ThemeToggle } from "./ThemeToggle";

interface Entry {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The player's entries; "My profile" is their own profile (the season chart), not only reached through the ranking. */
const playerEntries = (userId: string): Entry[] => [
  { to: "/dashboard", label: "nav.dashboard", icon: LayoutDashboard },
  { to: "/upcoming-games", label: "nav.upcomingGames", icon: CalendarClock },
  { to: "/completed-games", label: "nav.completedGames", icon: CalendarCheck },
  { to: "/leaderboard", label: "nav.leaderboard", icon: Trophy },
  { to: `/user/${userId}`, label: "nav.profile", icon: CircleUserRound },
  { to: "/leagues", label: "nav.leagues", icon: UsersRound },
  { to: "/settings", label: "nav.settings", icon: Settings },
];

const ADMIN_ENTRIES: Entry[] = [
  { to: "/admin/dashboard", label: "nav.adminDashboard", icon: Gauge },
  { to: "/admin/users", label: "nav.adminUsers", icon: Users },
  { to: "/admin/teams", label: "nav.adminTeams", icon: Shield },
  { to: "/admin/games", label: "nav.adminGames", icon: CalendarCog },
  { to: "/admin/notifications", label: "nav.adminNotifications", icon: Bell },
];

/**
 * The side menu (docs/rules.md "Screens"): a Radix dialog that slides in from the end side (right in LTR, left in RTL),
 * closes on route change, overlay/outside click and Escape, and traps focus while open.
 * Loaded lazily by the header, only for logged-in users.
 */
export default function SideMenu() {
  const { t } = useTranslation("layout");
  const { user, logout } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }
  if (!user) return null;
  const name = displayName(user);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <button
          type="button"
          aria-label={t("menu.open")}
          className="grid size-11 place-items-center rounded-xl text-white transition-colors hover:bg-white/10"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-testid="side-menu-overlay" className="menu-overlay fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          data-testid="side-menu"
          aria-describedby={undefined}
          className="side-menu fixed inset-y-0 end-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-2xl"
        >
          <div className="on-dark bg-emerald-900 px-4 pt-3 pb-5 text-white">
            <div className="flex items-center justify-between">
              <RadixDialog.Title className="text-sm font-semibold tracking-wide text-emerald-100 uppercase">
                {t("menu.title")}
              </RadixDialog.Title>
              <RadixDialog.Close asChild>
                <button
                  type="button"
                  aria-label={t("menu.close")}
                  className="-me-2 grid size-11 place-items-center rounded-xl hover:bg-white/10"
                >
                  <X className="size-6" aria-hidden="true" />
                </button>
              </RadixDialog.Close>
            </div>
            <div className="mt-2 flex items-center gap-3">
              <Avatar name={name} size="lg" tone="light" />
              <div className="min-w-0">
                <p className="text-lg font-bold" data-testid="side-menu-name">
                  <PlayerName name={name} />
                </p>
                {user.email && (
                  <p className="truncate text-sm text-emerald-100">
                    <span dir="ltr">{user.email}</span>
                  </p>
                )}
              </div>
            </div>
            {(user.isAdmin || isRemembered()) && (
              <div className="mt-3 flex flex-wrap gap-2">
                {user.isAdmin && (
                  <Badge tone="gold" icon={ShieldCheck}>
                    {t("adminBadge")}
                  </Badge>
                )}
                {isRemembered() && (
                  <Badge tone="info" icon={Timer}>
                    {t("extendedSession")}
                  </Badge>
                )}
              </div>
            )}
          </div>

          <nav aria-label={t("menu.navigation")} className="flex-1 overflow-y-auto px-3 py-4">
            <MenuSection title={t("menu.player")} entries={playerEntries(user._id)} onNavigate={() => setOpen(false)} />
            {user.isAdmin && <MenuSection title={t("menu.admin")} entries={ADMIN_ENTRIES} onNavigate={() => setOpen(false)} />}
          </nav>

          <div className="flex flex-col gap-1 border-t border-slate-200 p-3">
            <LanguageToggle className="w-full justify-start" />
            <ThemeToggle />
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                logout();
              }}
              className="inline-flex min-h-11 w-full items-center gap-2 rounded-xl px-3 font-semibold text-red-700 transition-colors hover:bg-red-50"
            >
              <LogOut className="size-5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
              {t("logout")}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function MenuSection({ title, entries, onNavigate }: { title: string; entries: Entry[]; onNavigate(): void }) {
  const { t } = useTranslation("layout");
  return (
    <div className="mb-4">
      <p className="px-3 pb-1 text-xs font-bold tracking-wider text-slate-600 uppercase">{title}</p>
      <ul className="flex flex-col gap-0.5">
        {entries.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex min-h-11 items-center gap-3 rounded-xl px-3 font-medium transition-colors",
                  isActive
                    ? "bg-emerald-50 font-semibold text-emerald-900 ring-1 ring-emerald-200"
                    : "text-slate-800 hover:bg-slate-100",
                )
              }
            >
              {({ isActive }) => (
                <>
                  <Icon className={cn("size-5 shrink-0", isActive ? "text-emerald-700" : "text-slate-500")} aria-hidden="true" />
                  {t(label)}
                  {isActive && <span className="ms-auto size-2 rounded-full bg-emerald-600" aria-hidden="true" />}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
