import { BrowserRouter } from "react-router";
import { Providers } from "./providers";
import { RouteErrorBoundary } from "./RouteError";
import { AppRoutes } from "./router";

export function App() {
  return (
    // Without transitions a navigation renders in the event that caused it, so a control bound to the address (the
    // upcoming games' and leaderboard's filters) never shows its old value after a click.
    <BrowserRouter useTransitions={false}>
      <Providers>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </Providers>
    </BrowserRouter>
  );
}
