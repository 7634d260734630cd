import { Effect, Schema } from "effect"
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs"
import { join } from "node:path"

/**
 * One process at a time on an embedded data directory, by construction: the process that opens
 * the embedded database (`fire serve` or an operator command) holds `DATA_DIR/pg.lock`, created
 * exclusively with its pid, for as long as the database is open. PGlite is a single-process
 * engine: two processes on one directory each write their own copy, so a second process is
 * refused with a message saying who holds the directory (issue 12, defect 4). A lock whose
 * process is gone (killed, crashed) is taken over. PostgreSQL (`DATABASE_URL`) needs no lock.
 */

/** Another live process holds the embedded data directory. */
export class DataDirLocked extends Schema.TaggedError<DataDirLocked>()("DataDirLocked", {
  dataDir: Schema.String,
  pid: Schema.Int
}) {
  override get message() {
    return (
      `the embedded database in ${this.dataDir} is in use by process ${this.pid} (a running \`fire serve\`?). ` +
      "One process at a time: stop it first, or run the server and the operator commands on PostgreSQL (DATABASE_URL)."
    )
  }
}

const lockPath = (dataDir: string) => join(dataDir, "pg.lock")

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

const holderOf = (path: string): number | undefined => {
  try {
    const pid = Number(JSON.parse(readFileSync(path, "utf8")).pid)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

const tryCreate = (path: string): boolean => {
  try {
    const fd = openSync(path, "wx", 0o600)
    writeSync(fd, `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`)
    closeSync(fd)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false
    throw error
  }
}

/** Takes the lock of `dataDir` for the current scope; fails when a live process holds it. */
export const acquire = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.suspend(() => {
      const path = lockPath(dataDir)
      for (let attempt = 0; attempt < 2; attempt++) {
        if (tryCreate(path)) return Effect.void
        const holder = holderOf(path)
        if (holder !== undefined && isAlive(holder)) {
          return Effect.fail(new DataDirLocked({ dataDir, pid: holder }))
        }
        // A stale lock (its process is gone, or the file is unreadable): remove it and try again.
        try {
          unlinkSync(path)
        } catch {}
      }
      return Effect.fail(new DataDirLocked({ dataDir, pid: holderOf(path) ?? 0 }))
    }),
    () =>
      Effect.sync(() => {
        const path = lockPath(dataDir)
        if (holderOf(path) === process.pid) unlinkSync(path)
      })
  )
