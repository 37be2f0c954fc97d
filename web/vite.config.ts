import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { manifestIcons } from "./build/icons";

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

/** The manifest's PNG icons, drawn at build time (build/icons.ts) rather than kept as binaries in git. */
function pwaIcons(): Plugin {
  return {
    name: "pwa-icons",
    apply: "build",
    generateBundle() {
      for (const [fileName, source] of Object.entries(manifestIcons())) this.emitFile({ type: "asset", fileName, source });
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the finished build (public files included), at the
 * best ratio since it happens once; the server sends the one the client accepts (docs/rules.md "Delivery").
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      handler() {
        for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          const file = path.join(entry.parentPath, entry.name);
          if (!entry.isFile() || !COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
          const source = fs.readFileSync(file);
          const br = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The app is written against React's API and runs on Preact's compatibility layer: react-dom alone was about 62 KB of
 * the login route's gzip JavaScript, Preact with its hooks and compat is about 9 KB (docs/rules.md "Delivery", README "Performance").
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

// The server (server/dist/main.js) serves web/dist in production; in development Vite serves the app
// and forwards /api to the server on :3000 (`npm run dev -w web` beside `npm start`).
export default defineConfig({
  resolve: { alias: PREACT_FOR_REACT },
  plugins: [react(), tailwindcss(), stylesAfterFrame(), pwaIcons(), precompress()],
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
    // Shared pieces under 10 KB (each icon, each small component) are copied into the chunks that use them instead of
    // being files of their own: the signed-in dashboard fetched 76 scripts in waves (a round trip each on a slow
    // network), now 16, for the same bytes within 1 KB (README "Performance"). Rolldown requires
    // preserveEntrySignatures: false for it; the entry's exports are read by nothing.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 10 * 1024 } } },
    },
  },
});
