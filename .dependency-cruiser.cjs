/** Package boundaries: cli -> http -> decision -> domain -> simulation, never upward, never in a circle. */
const layer = (name, forbidden) => ({
  name: `${name}-not-upward`,
  severity: "error",
  comment: `${name} must not import ${forbidden.join(", ")}`,
  from: { path: `^packages/${name}/` },
  to: { path: forbidden.map((p) => `^packages/${p}/|@fire/${p}`).join("|") }
})

module.exports = {
  forbidden: [
    layer("simulation", ["domain", "decision", "http", "cli"]),
    layer("domain", ["decision", "http", "cli"]),
    layer("decision", ["http", "cli"]),
    layer("http", ["cli"]),
    {
      name: "simulation-no-runtime-dependencies",
      severity: "error",
      comment: "the engine has zero runtime dependencies: only node: built-ins in scripts, nothing from npm in src",
      from: { path: "^packages/simulation/src/" },
      to: { dependencyTypes: ["npm", "npm-dev", "npm-peer", "npm-optional", "npm-no-pkg", "npm-unknown", "core"] }
    },
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)dist/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { conditionNames: ["source", "import", "default"], extensions: [".ts", ".js"] }
  }
}
