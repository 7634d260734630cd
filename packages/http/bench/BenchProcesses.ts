/**
 * The processes the HTTP benchmarks measure: `fire serve` and a bare `node:http` server sending
 * fixed bytes, each in its own process, and the CPU time a process has used (Linux /proc).
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "../../../test/utils/FireProcess.js"

const CLK_TCK = 100

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once("exit", r))
  child.kill("SIGTERM")
  await exited
}

/** One answer as the API sent it: the bytes the bare server repeats. */
export interface Answer {
  readonly status: number
  readonly contentType: string
  readonly body: Buffer
}

const answerFile = (answer: Answer) => {
  const file = join(mkdtempSync(join(tmpdir(), "fire-bare-")), "answer.json")
  writeFileSync(
    file,
    JSON.stringify({ status: answer.status, contentType: answer.contentType, body: answer.body.toString("base64") })
  )
  return file
}

/** A bare node:http server in its own process answering every request with `answer`'s bytes. */
export const bareServer = async (answer: Answer) => {
  const file = answerFile(answer)
  const port = await freePort()
  const script = `
    const a = JSON.parse(require("fs").readFileSync(${JSON.stringify(file)}, "utf8"))
    const body = Buffer.from(a.body, "base64")
    require("http").createServer((req, res) => {
      req.resume()
      req.on("end", () => {
        res.writeHead(a.status, { "content-type": a.contentType, "content-length": body.length })
        res.end(body)
      })
    }).listen(${port}, "127.0.0.1", () => console.log("ready"))`
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] })
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()))
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stop(child) }
}

/**
 * The framework floor (FrameworkFloor.ts) in its own process: a minimal effect HttpApi app on
 * NodeHttpServer, as `fire serve` serves, answering GET `path` with `answer`'s bytes.
 */
export const frameworkFloor = async (answer: Answer, path: string) => {
  const file = answerFile(answer)
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ["--conditions=source", "--import", "tsx", "packages/http/bench/FrameworkFloor.ts", file, path, String(port)],
    { stdio: ["ignore", "pipe", "inherit"] }
  )
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()))
  // The app is attached a moment after the port opens; wait until it, not the starting server, answers.
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`)
    await response.arrayBuffer()
    if (response.status === answer.status) break
    await sleep(50)
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stop(child) }
}

/**
 * `fire serve` (with `args`) in its own process; resolves once `listeners` processes listen.
 * `nodeOptions` go before the script (e.g. `--cpu-prof`).
 */
export const fireServe = async (
  env: Record<string, string>,
  args: ReadonlyArray<string>,
  listeners: number,
  nodeOptions: ReadonlyArray<string> = []
) => {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [...nodeOptions, "--conditions=source", "--import", "tsx", "packages/cli/src/bin.ts", "serve", ...args],
    { env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] }
  )
  let output = ""
  child.stdout!.on("data", (chunk) => {
    // Request log lines are dropped; only the start-up lines are kept.
    if (output.length < 100_000)
      output += String(chunk)
        .split("\n")
        .filter((l) => !l.includes('"request"'))
        .join("\n")
  })
  child.stderr!.on("data", (chunk) => (output += chunk))
  for (let i = 0; i < 900 && output.split("listening on").length - 1 < listeners; i++) await sleep(100)
  if (output.split("listening on").length - 1 < listeners) throw new Error(`fire serve did not start:\n${output}`)
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stop(child) }
}

const statOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")

/** User + system CPU time of `pid` (all its threads), ms (Linux /proc, 10 ms resolution). */
export const cpuMs = (pid: number): number => {
  const fields = statOf(pid)
  // utime and stime are fields 14 and 15 of stat, i.e. 12 and 13 after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK
}

/**
 * User + system CPU time of `pid` and every live process below it, ms: `fire serve --workers N`'s
 * primary (which accepts the connections and hands them to the request processes) and its N
 * request processes. A process that exits between two readings takes its time with it, so this is
 * for processes that live through the measurement.
 */
export const treeCpuMs = (pid: number): number => {
  const children = new Map<number, Array<number>>()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // ppid is field 4 of stat, i.e. 2 after the command name.
      const ppid = Number(statOf(Number(entry))[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // gone meanwhile
    }
  }
  let total = 0
  const visit = (p: number) => {
    try {
      total += cpuMs(p)
    } catch {
      return
    }
    for (const child of children.get(p) ?? []) visit(child)
  }
  visit(pid)
  return total
}
