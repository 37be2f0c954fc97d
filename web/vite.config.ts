import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The server (server/dist/main.js) serves web/dist in production; in development Vite serves the app
// and forwards /api to the server on :3000 (`npm run dev -w web` beside `npm start`).
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
