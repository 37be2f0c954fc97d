import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "domain/src/**/*.test.ts",
      "server/src/**/*.test.ts",
      "web/src/**/*.test.{ts,tsx}",
      "web/build/**/*.test.ts",
      "bench/**/*.test.ts",
      "e2e/support/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
