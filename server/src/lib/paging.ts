import { z } from "zod";

export const MAX_PAGE = 100;

/** Optional `limit` (1-100) and `offset` of the list routes (docs/rules.md "Lists and paging"). */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: "invalidInput" })
    .int({ error: "invalidInput" })
    .min(1, { error: "invalidInput" })
    .max(MAX_PAGE, { error: "invalidInput" })
    .optional(),
  offset: z.coerce.number({ error: "invalidInput" }).int({ error: "invalidInput" }).min(0, { error: "invalidInput" }).optional(),
});
export type Page = z.infer<typeof pageQuery>;

/** Applies a page to a query; SQLite needs a LIMIT whenever there is an OFFSET. */
export function paged<Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q, page: Page): Q {
  if (page.limit === undefined && page.offset === undefined) return query;
  const limited = query.limit(page.limit ?? MAX_PAGE);
  return page.offset === undefined ? limited : limited.offset(page.offset);
}

/** The same page cut from a list already in memory. */
export function sliceToPage<T>(list: T[], page: Page): T[] {
  if (page.limit === undefined && page.offset === undefined) return list;
  const offset = page.offset ?? 0;
  return list.slice(offset, offset + (page.limit ?? MAX_PAGE));
}

/** "true" / "false" query flags. */
export const queryFlag = z.enum(["true", "false"], { error: "invalidInput" }).transform((v) => v === "true");
