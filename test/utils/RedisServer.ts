import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { machineRequirement } from "./MachineRequirement.js"

/**
 * A throw-away `redis-server` (Debian's package, installed by `.ci/run`) on a loopback port of
 * this project's test range, without persistence. Tests that need one start their own.
 */
export interface RedisServer {
  readonly url: string
  readonly port: number
  /** Stops the server (the port stays reserved for `start`). */
  readonly stop: () => Promise<void>
  /** Starts it again on the same port, empty. */
  readonly start: () => Promise<void>
}

/** Ports tried, in a range set aside for these tests. */
const FIRST_PORT = 18_200
const PORTS = 100

/** A `redis-server` binary on the PATH (`.ci/run` installs Debian's and sets REQUIRE_REDIS=1). */
export const redisServer = machineRequirement({
  available: spawnSync("redis-server", ["--version"]).status === 0,
  required: process.env.REQUIRE_REDIS === "1",
  missing: "no redis-server on the PATH; .ci/run installs it"
})

const launch = (port: number) =>
  new Promise<ChildProcess | undefined>((resolve, reject) => {
    const child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "notice"],
      { stdio: ["ignore", "pipe", "pipe"] }
    )
    let output = ""
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`redis-server did not start:\n${output}`))
    }, 10_000)
    const onData = (chunk: Buffer) => {
      output += chunk
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.once("exit", () => {
      clearTimeout(timer)
      // Port in use (another test file took it): the caller tries the next one.
      if (output.includes("Address already in use")) resolve(undefined)
      else reject(new Error(`redis-server exited:\n${output}`))
    })
  })

/** Starts a `redis-server` on the first free port of the range. */
export const startRedis = async (): Promise<RedisServer> => {
  const offset = Math.floor((process.pid * 7) % PORTS)
  for (let i = 0; i < PORTS; i++) {
    const port = FIRST_PORT + ((offset + i) % PORTS)
    let child = await launch(port)
    if (child === undefined) continue
    const stop = async () => {
      const running = child
      if (running === undefined || running.exitCode !== null) return
      const exited = new Promise((r) => running.once("exit", r))
      running.kill("SIGKILL")
      await exited
      child = undefined
    }
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      stop,
      start: async () => {
        child = await launch(port)
        if (child === undefined) throw new Error(`port ${port} was taken while Redis was stopped`)
      }
    }
  }
  throw new Error(`no free port for redis-server in ${FIRST_PORT}-${FIRST_PORT + PORTS - 1}`)
}
