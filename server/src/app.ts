import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyServerFactoryHandler, type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { AppDeps } from "./deps";
import { type Access, publicRoute } from "./lib/access";
import { registerNoStoreDefault } from "./lib/cache-headers";
import { COMPRESS_THRESHOLD } from "./lib/compression";
import { registerDrainOnClose } from "./lib/drain";
import { frameworkErrorReply, registerErrorHandling, sendRouteNotFound } from "./lib/error-handler";
import { webAppInlineScriptSources } from "./lib/inline-scripts";
import { registerInputGuard } from "./lib/input-guard";
import { BODY_LIMIT, registerRequestBodies } from "./lib/request-body";
import { registerAuthGuard, routeAccess } from "./modules/auth/guard";
import { registerAuthRoutes } from "./modules/auth/routes";
import { registerBetRoutes } from "./modules/bets/routes";
import { registerCompetitionRoutes } from "./modules/competitions/routes";
import { registerEventRoutes } from "./modules/events/routes";
import { registerFixtureRoutes } from "./modules/fixtures/routes";
import { registerGameRoutes } from "./modules/games/routes";
import { registerHealthRoutes } from "./modules/health/routes";
import { registerLeagueRoutes } from "./modules/leagues/routes";
import { registerNotificationRoutes } from "./modules/notifications/routes";
import { registerStandingsRoutes } from "./modules/standings/routes";
import { registerTeamRoutes } from "./modules/teams/routes";
import { registerUserRoutes } from "./modules/users/routes";

/** SECURITY.md "Slow senders": a request whose headers and body have not all arrived by then is closed. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How long an idle keep-alive connection stays open: Fastify's own default, which its `serverFactory` option leaves to
 * Node's 5 s. At 5 s a client or proxy that reuses a connection idle for about that long meets a reset (an e2e request
 * context did, ECONNRESET); proxies keep upstream connections for 60 s, so the server must keep them longer.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** The most bytes of body the route reads (BODY_LIMIT, or FILE_BODY_LIMIT for the imports). */
  bodyLimit: number;
  /** Whether the route states its answer's shape (validated, and shown in the OpenAPI document). */
  hasResponseSchema: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every API route with its declared access, as registered: the authorization tests read this. */
    routeTable: RouteEntry[];
  }
}

/** A number of hops as the function Fastify builds from one (its types take no number): the nearest `hops` are proxies. */
const fastifyTrustProxy = (trust: Config["trustProxy"]) =>
  typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole HTTP app; main.ts listens on it and tests call it with inject or over HTTP. */
export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions["logger"]; requestTimeoutMs?: number } = {},
): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Node checks its request deadline every `connectionsCheckingInterval` (30 s by default, so a trickling sender
    // kept a connection up to twice the timeout); a second makes the 30 s what a client meets. The deadline covers
    // headers and body only: an open event stream has received its whole request, so it is exempt.
    serverFactory: (handler: FastifyServerFactoryHandler) =>
      http.createServer(
        {
          requestTimeout,
          headersTimeout: requestTimeout,
          connectionsCheckingInterval: Math.min(1000, requestTimeout),
          keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        },
        handler,
      ),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestBodies(app, sendRouteNotFound);
  registerInputGuard(app);
  registerNoStoreDefault(app);
  registerDrainOnClose(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // index.html's one inline script (its early requests), by hash: no other inline script runs.
        scriptSrc: ["'self'", ...webAppInlineScriptSources(deps.config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // index.html's early script loads the locale's Intl data in a worker, a file of the app (src/boot/early.js).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only makes sense behind TLS; README explains TRUST_PROXY + HSTS for deployment.
    hsts: deps.config.trustProxy !== false,
  });
  // Answers over 1 KB are compressed (docs/rules.md "Delivery"); request bodies are not inflated, so the body limit
  // stays a limit on what the server parses. Registered before the static files, which bring their own .br/.gz.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    globalDecompression: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Rate limit: ${context.after}` }),
  });
  await app.register(swagger, {
    openapi: { info: { title: "Score predictor API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url === "/api/docs") return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      routeTable.push({
        method,
        url: route.url,
        access: routeAccess(route),
        bodyLimit: route.bodyLimit ?? BODY_LIMIT,
        hasResponseSchema: Boolean(route.schema?.response),
      });
    }
  });

  registerAuthGuard(app, deps);
  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerStandingsRoutes(app, deps);
  registerLeagueRoutes(app, deps);
  registerTeamRoutes(app, deps);
  registerCompetitionRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerFixtureRoutes(app, deps);
  registerBetRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerEventRoutes(app, deps);

  app.get("/api/docs", { config: publicRoute, schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, deps.config.webDist);
  return app;
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, deep links to index.html.
 * The build writes .br and .gz beside every file (web/vite.config.ts); `preCompressed` sends the one the client
 * accepts, with `Vary: Accept-Encoding`.
 */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!fs.existsSync(path.join(webDist, "index.html"))) return;
  // serve: false: the plugin only lends reply.sendFile; the one route below serves every file, so it is the
  // only static route and it declares its access like every other.
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/*", { config: publicRoute, schema: { hide: true } }, (request, reply) => {
    // The router has already decoded the path; `*` is everything after the first slash. Normalised, so that
    // `//api/x`, `/a/../api/x` and `/api;x=1/y` are API paths too, answered 404 JSON rather than the app's HTML.
    const urlPath = path.posix.normalize(`/${(request.params as { "*": string })["*"]}`);
    const file = path.join(webDist, path.normalize(urlPath));
    if (file.startsWith(webDist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDist, file));
    }
    if (/^\/api(?![\w-])/i.test(urlPath)) {
      return reply.callNotFound();
    }
    reply.header("Cache-Control", "no-cache");
    return reply.sendFile("index.html");
  });
}
