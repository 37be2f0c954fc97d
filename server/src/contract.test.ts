import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./test/harness";

/** Every API route states the shape of its answer, and the OpenAPI document at /api/docs shows it. */
describe("the API contract", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ name: "sqlite" });
  });
  afterAll(() => t.close());

  it("gives every route a response schema", () => {
    const without = t.app.routeTable.filter((route) => !route.hasResponseSchema).map((route) => `${route.method} ${route.url}`);
    expect(without).toEqual([]);
  });

  it("publishes each route's responses in /api/docs", async () => {
    const docs = (await t.request({ method: "GET", url: "/api/docs" })).body as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const missing: string[] = [];
    for (const route of t.app.routeTable) {
      const openApiPath = route.url.replace(/:(\w+)/g, "{$1}");
      const operation = docs.paths[openApiPath]?.[route.method.toLowerCase()];
      if (!operation?.responses || !Object.keys(operation.responses).some((code) => code.startsWith("2"))) {
        missing.push(`${route.method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
