#!/usr/bin/env node
// The `fire` command: starts the esbuild bundle of src/bin.ts (dist/fire/bin.js, made by
// `pnpm --filter @fire/cli build`). This file exists before any build, so installing the
// workspace can always link the command.
import { existsSync } from "node:fs"

const bundle = new URL("../dist/fire/bin.js", import.meta.url)
if (existsSync(bundle)) await import(bundle.href)
else {
  process.stderr.write(
    "fire is not built yet: run `pnpm --filter @fire/cli build` (or `pnpm fire ...` from the workspace root, which runs the sources)\n"
  )
  process.exitCode = 1
}
