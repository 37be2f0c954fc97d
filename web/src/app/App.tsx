import { BrowserRouter } from "../lib/router";
import { Providers } from "./providers";
import { RouteErrorBoundary } from "./RouteError";
import { AppRoutes } from "./router";

export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </Providers>
    </BrowserRouter>
  );
}
