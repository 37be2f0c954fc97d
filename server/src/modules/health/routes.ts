import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { publicRoute } from "../../lib/access";

export function registerHealthRoutes(root: FastifyInstance, deps: AppDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/health",
    { config: publicRoute, schema: { response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => {
      await sql`select 1`.execute(deps.db);
      return { status: "ok" as const };
    },
  );
}
