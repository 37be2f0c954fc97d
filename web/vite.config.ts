import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Moves the app's stylesheet links from <head> to the end of <body>. In <head> they block the first paint, so on a
 * slow connection the page stays blank until the CSS arrives; at the end of <body> the inline frame in index.html
 * paints first. The module script still waits for them (they are script-blocking), so React never renders unstyled.
 */
function stylesAfterFrame(): Plugin {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/g;
  return {
    name: "styles-after-frame",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) => {
        const links = html.match(stylesheet) ?? [];
        return html.replace(stylesheet, "").replace("</body>", `${links.map((link) => link.trim()).join("\n    ")}\n  </body>`);
      },
    },
  };
}

// The server (server/dist/main.js) serves web/dist in production; in development Vite serves the app
// and forwards /api to the server on :3000 (`npm run dev -w web` beside `npm start`).
export default defineConfig({
  plugins: [react(), tailwindcss(), stylesAfterFrame()],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // bench/size.mjs reads the manifest to report what each route loads (`npm run size`).
    manifest: true,
    // Pages are React.lazy chunks (see src/app/router.tsx); the shell stays small.
    chunkSizeWarningLimit: 400,
  },
});
