/**
 * The module graph must stay acyclic (docs/architecture.md "Module graph"). `npm test` runs this check:
 * - no file-level import cycles anywhere;
 * - no cycles between the server's folders (modules, lib, db);
 * - the domain package is pure: it imports neither the server nor the web;
 * - a web feature does not import another feature (shared pieces live in web/src/components or web/src/lib);
 * - web features form no cycle through their public faces (index.ts): one feature reading another's hook while that one
 *   reads back makes neither movable on its own;
 * - web/src/app is the composition root: only main.tsx imports it (the arrows run from app to features to lib).
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle: give the shared piece its own module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-modules",
      severity: "error",
      comment: "Server modules form a graph without cycles (web features are kept apart by features-stay-apart).",
      scope: "folder",
      from: { path: "^server/src/" },
      to: { circular: true },
    },
    {
      name: "domain-is-pure",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "^(server|web)/" },
    },
    {
      name: "features-stay-apart",
      severity: "error",
      comment: "A feature imports another feature's internals: move the shared piece to web/src/components or web/src/lib.",
      from: { path: "^web/src/features/(admin/[^/]+|[^/]+)/" },
      to: {
        path: "^web/src/features/",
        // A feature's index.ts is its deliberate public face (hooks other screens read); its internals are not.
        pathNot: ["^web/src/features/$1/", "^web/src/features/admin/shared/", "^web/src/features/(admin/)?[^/]+/index\\.ts$"],
      },
    },
    {
      name: "features-form-no-cycle",
      severity: "error",
      comment:
        "Two web features import each other (through their index.ts): move the shared piece to web/src/components or web/src/lib.",
      scope: "folder",
      from: { path: "^web/src/features/" },
      to: { circular: true },
    },
    {
      name: "no-feature-imports-app",
      severity: "error",
      comment:
        "web/src/app composes the features; a feature, component or lib importing it runs the graph back up. Move the piece to web/src/lib.",
      from: { path: "^web/src/", pathNot: ["^web/src/app/", "^web/src/main\\.tsx$"] },
      to: { path: "^web/src/app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)(node_modules|dist)/", "\\.test\\.tsx?$"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
      extensions: [".ts", ".tsx", ".js"],
    },
    reporterOptions: {
      dot: {
        collapsePattern: "^(server/src/modules/[^/]+|web/src/features/(admin/)?[^/]+|server/src/[^/]+|web/src/[^/]+|domain/src)",
      },
    },
  },
};
