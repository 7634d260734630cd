import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/**
 * vitest's global setup: the run's temporary files under one directory, removed when the run ends.
 * Tests make their databases, data directories, downloads and browser profiles with
 * `mkdtemp(tmpdir())`, and servers they start inherit the environment: pointing TMPDIR at a
 * directory of the run keeps them all in it. A full run left about 500 directories (10-20 GB with
 * the PGlite databases) in /tmp before; on a long-lived machine they filled the disk.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "fire-run-"))
  process.env.TMPDIR = root
  return () => rmSync(root, { recursive: true, force: true })
}
