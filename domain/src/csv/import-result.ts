import { z } from "zod";

/**
 * The answer of `POST /groups/import` and `POST /games/import` (docs/api.md): rows written, and rows skipped because
 * they were already present when the server looked (docs/rules.md "CSV import").
 */
export const importResultSchema = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;
