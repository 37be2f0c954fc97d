import { Menu, Trophy } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "../../i18n";
import { lazyModule } from "../../lib/lazyModule";
import { Link } from "../../lib/router";
import { useSession } from "../../lib/session";
import { LanguageToggle } from "./LanguageToggle";

// The menu (and Radix Dialog with it) loads only for logged-in users, keeping /login light.
const sideMenu = lazyModule(() => import("./SideMenu"));
export const loadSideMenu = sideMenu.load;
const SideMenu = sideMenu.Component;

export function Header() {
  const { t } = useTranslation("common");
  const { user, loading } = useSession();
  return (
    <header className="on-dark sticky top-0 z-30 bg-emerald-900 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-3 px-4 md:px-6">
        <Link to="/" className="-ms-1 flex min-h-11 min-w-0 items-center gap-2.5 rounded-xl px-1">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-yellow-400 text-emerald-950 shadow-sm">
            <Trophy className="size-5" aria-hidden="true" />
          </span>
          <span className="truncate text-lg font-extrabold tracking-tight">{t("appName")}</span>
        </Link>
        {user ? (
          <Suspense fallback={<MenuButtonPlaceholder />}>
            <SideMenu />
          </Suspense>
        ) : loading ? (
          // A stored session is being checked: the menu's place, never the signed-out controls it will replace.
          <MenuButtonPlaceholder />
        ) : (
          <LanguageToggle tone="dark" />
        )}
      </div>
    </header>
  );
}

function MenuButtonPlaceholder() {
  return (
    <span className="grid size-11 place-items-center text-white/70" aria-hidden="true">
      <Menu className="size-6" />
    </span>
  );
}
