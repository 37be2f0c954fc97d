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

/**
 * Rubik's Latin and Hebrew subsets keep the family the app's font stack starts with ("Rubik Variable"); its other
 * subsets (Latin Extended, Cyrillic, Arabic) become "Rubik Variable Other", next in the stack (src/styles.css), so
 * their letters still come in Rubik. A family with a face not yet loaded makes Chromium build a stand-in system font
 * for every text style at layout (on Linux, calls to the browser's font service: 7 family lookups and 17 font
 * strikes, 30-90 ms of a dashboard's first layouts here); the two subsets a page uses are loaded before its first
 * render (src/lib/fonts.ts), and the others are looked at only for a letter the two lack.
 */
function rubikFamilies(): Plugin {
  const face = /@font-face\s*\{[^}]*\}/g;
  return {
    name: "rubik-families",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith("/@fontsource-variable/rubik/index.css")) return;
      const renamed = code.replace(face, (rule) =>
        /rubik-(latin|hebrew)-wght-/.test(rule) ? rule : rule.replace("'Rubik Variable'", "'Rubik Variable Other'"),
      );
      if (renamed.split("'Rubik Variable Other'").length !== 5) throw new Error("rubik-families: expected 4 other subsets");
      return renamed;
    },
  };
}

/**
 * Every lucide icon is made by src/components/ui/lucideIcon.ts instead of lucide-react's own factory: one element per
 * icon with its shapes as markup, rather than two component layers and an element per shape (the file says why).
 */
function oneElementIcons(): Plugin {
  const factory = path.resolve(import.meta.dirname, "src/components/ui/lucideIcon.ts");
  let redirected = 0;
  return {
    name: "one-element-icons",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "../createLucideIcon.mjs" || !importer?.includes("/lucide-react/dist/esm/icons/")) return;
      redirected++;
      return factory;
    },
    // A lucide-react that lays its files out otherwise would silently bring its own factory back.
    buildEnd(error) {
      if (!error && this.meta.watchMode === false && redirected === 0)
        this.error("one-element-icons: no lucide icon used src/components/ui/lucideIcon.ts");
    },
  };
}

/**
 * The code each first screen needs beyond the entry's own files, by the source files that start it: index.html's early
 * script (src/boot/early.js) preloads it as the HTML is parsed. Keys: a language, a path, or `session` (what every
 * signed-in screen loads: the query layer and the side menu, as `preloadFirstScreen` in src/app/router.tsx).
 */
const EARLY_SCREENS: Record<string, string[]> = {
  en: ["src/i18n/bundles/en.ts"],
  he: ["src/i18n/bundles/he.ts"],
  session: ["src/app/QueryProvider.tsx", "src/app/layout/SideMenu.tsx"],
  "/dashboard": ["src/features/dashboard/pages/DashboardPage.tsx"],
  "/upcoming-games": ["src/features/games/pages/UpcomingGamesPage.tsx"],
  "/completed-games": ["src/features/games/pages/CompletedGamesPage.tsx"],
  "/leaderboard": ["src/features/leaderboard/pages/LeaderboardPage.tsx"],
  "/leagues": ["src/features/leagues/pages/LeaguesPage.tsx"],
  "/settings": ["src/features/settings/pages/SettingsPage.tsx"],
  "/login": ["src/features/auth/pages/LoginPage.tsx"],
};

/**
 * Puts src/boot/early.js inline in index.html where `<!-- early-requests -->` stands, with the build's file names of
 * EARLY_SCREENS (each with the chunks it imports, less those the entry already preloads). Inline rather than a file of
 * its own: a file would cost the round trip it is there to save. The server allows it by its hash (server/src/app.ts).
 */
function earlyRequests(): Plugin {
  let root = "";
  const WORKER = "src/boot/intl-warm.js";
  return {
    name: "early-requests",
    configResolved(config) {
      root = config.root;
    },
    // The script's Intl worker, a hashed file (cached for a year) with V8's compile hint like every other script.
    buildStart() {
      const source = fs.readFileSync(path.resolve(root, WORKER), "utf8");
      this.emitFile({ type: "asset", name: "intl-warm.js", source: `//# allFunctionsCalledOnLoad\n${source}` });
    },
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => {
        const chunks: Record<string, string[]> = {};
        const fonts: Record<string, string[]> = {};
        let worker: string | null = null;
        const bundle = context.bundle;
        if (bundle) {
          const file = Object.values(bundle).find((item) => item.type === "asset" && item.names.includes("intl-warm.js"));
          if (!file) throw new Error(`early-requests: ${WORKER} is not in the build`);
          worker = `/${file.fileName}`;
          const byFile = new Map(Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [[item.fileName, item]] : [])));
          const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
            if (seen.has(fileName)) return seen;
            seen.add(fileName);
            for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
            return seen;
          };
          const entry = [...byFile.values()].find((chunk) => chunk.isEntry);
          const preloaded = entry ? closure(entry.fileName) : new Set<string>();
          for (const [key, sources] of Object.entries(EARLY_SCREENS)) {
            const files = new Set<string>();
            for (const source of sources) {
              // The chunk a screen's code starts from, or the group's chunk its module went into.
              const id = path.resolve(root, source);
              const start = [...byFile.values()].find((chunk) => chunk.facadeModuleId === id || chunk.moduleIds.includes(id));
              if (!start) throw new Error(`early-requests: no chunk for ${source}`);
              for (const file of closure(start.fileName)) if (!preloaded.has(file)) files.add(file);
            }
            chunks[key] = [...files].map((file) => `/${file}`);
          }
          const font = (subset: string) => {
            const file = Object.keys(bundle).find((name) =>
              new RegExp(`/rubik-${subset}-wght-normal-[\\w-]+\\.woff2$`).test(name),
            );
            if (!file) throw new Error(`early-requests: no Rubik ${subset} font in the build`);
            return `/${file}`;
          };
          // Digits and punctuation are in the Latin subset, so a Hebrew page needs both. An English page shows Hebrew
          // too (the language switch "עברית", a league's team and player names): without that subset at its first
          // layout, each Hebrew letter went down the font stack to the system's fonts, 30-60 ms of that layout here.
          fonts.en = [font("latin"), font("hebrew")];
          fonts.he = [font("hebrew"), font("latin")];
        }
        const source = fs.readFileSync(path.resolve(root, "src/boot/early.js"), "utf8");
        // Comment lines and indentation are left out: the script travels in every page load.
        const code = source
          .split("\n")
          .filter((line) => !line.trim().startsWith("//"))
          .map((line) => line.trim())
          .join("\n")
          .replace("__EARLY_CHUNKS__", JSON.stringify(chunks))
          .replace("__EARLY_FONTS__", JSON.stringify(fonts))
          .replace("__EARLY_WORKER__", JSON.stringify(worker));
        if (!html.includes("<!-- early-requests -->")) throw new Error("early-requests: index.html has no marker");
        return html.replace("<!-- early-requests -->", `<script>${code.trim()}</script>`);
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
/**
 * V8's explicit compile hint (Chromium 136 and later; a plain comment elsewhere) on the first line of every script:
 * compile all its functions while the file streams in, on a background thread, instead of each one on the main thread
 * the first time it is called. Every chunk is fetched to run at once; on the dashboard's first load that lazy compiling
 * was 110-150 ms of the main thread here, four times that on a phone (README "Lighthouse"). Added last, as the bundle
 * is written: Vite puts its preload list at the top of the entry after every output option has been applied.
 * bench/size.mjs --check fails on a script without it.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk") file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}

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

/**
 * TanStack Query and Radix's dialog with the packages it brings (scroll lock, focus scope, aria-hidden). Not Radix's
 * tabs and what only they use (roving focus, collection): one admin screen has tabs, and in this group they were
 * 35 KB of script in every signed-in first load.
 */
const SIGNED_IN_LIBRARIES =
  /node_modules[\\/](?:@tanstack|@radix-ui(?=[\\/](?!react-(?:tabs|roving-focus|collection|use-is-hydrated)[\\/]))|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/;

/** What every signed-in screen loads besides its page: the query provider and the side menu (src/app/router.tsx). */
const SIGNED_IN_SHELL = /[\\/]src[\\/]app[\\/](?:QueryProvider\.tsx|layout[\\/]SideMenu\.tsx)$/;

// The server (server/dist/main.js) serves web/dist in production; in development Vite serves the app
// and forwards /api to the server on :3000 (`npm run dev -w web` beside `npm start`).
export default defineConfig({
  resolve: { alias: PREACT_FOR_REACT },
  plugins: [
    oneElementIcons(),
    rubikFamilies(),
    react(),
    tailwindcss(),
    stylesAfterFrame(),
    earlyRequests(),
    pwaIcons(),
    compileHints(),
    precompress(),
  ],
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
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 10 * 1024 },
          // Fewer, larger files for the first screen: Slow 3G's 2 s round trip is paid per wave of six requests (a
          // browser's connections to one HTTP/1.1 host), so each file saved on the critical path counts.
          groups: [
            // What the entry imports (Preact, the router, the API client): one file beside the entry, not five.
            { name: "app", tags: ["$initial"], priority: 3 },
            // The query layer and the dialog primitives, which only signed-in screens load (never the login route),
            // with the two pieces of the app every signed-in screen loads beside them (the query provider, the menu).
            { name: "signed-in", test: (id) => SIGNED_IN_LIBRARIES.test(id) || SIGNED_IN_SHELL.test(id), priority: 2 },
          ],
        },
      },
    },
  },
});
