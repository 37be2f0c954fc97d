import { DirectionProvider } from "@radix-ui/react-direction";
import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { directionOf, useTranslation } from "../i18n";
import { SessionProvider } from "../lib/session";

/** Below the sticky header (h-16, 64 px) and a gap: a toast never covers the logo, which sits top-right in Hebrew. */
const TOASTS_TOP = 76;

/**
 * App-wide providers: Radix direction (follows the language), the session and the toaster. TanStack Query is
 * provided under RequireAuth (app/QueryProvider.tsx), i.e. to every logged-in screen.
 *
 * Toasts: react-hot-toast's defaults are the app's (docs/rules.md "Look and language"): error and blank 4000 ms, success 2000 ms,
 * loading until dismissed, at most 20 at once. Do not override them. Position top-right in both languages, below the header:
 * the container is kept LTR (react-hot-toast aligns "right" with flex-end, which RTL would flip to the left)
 * while each toast's text follows the language.
 */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = directionOf(i18n.language);
  return (
    <DirectionProvider dir={dir}>
      <SessionProvider>{children}</SessionProvider>
      <Toaster
        position="top-right"
        containerStyle={{ direction: "ltr", top: TOASTS_TOP }}
        toastOptions={{ style: { direction: dir } }}
      />
    </DirectionProvider>
  );
}
