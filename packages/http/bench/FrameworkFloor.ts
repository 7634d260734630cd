/**
 * The framework's own floor: a minimal effect HttpApi app, one GET endpoint answering fixed bytes,
 * served exactly as `fire serve` serves the API (effect's `HttpRouter.serve` with its logger off, on
 * `@effect/platform-node`'s `NodeHttpServer.layerServer` over the same Node server, `startingServer`),
 * with no middleware, no identity, no limits, no log lines (and, like the API in the benchmarks, the
 * connections per address raised above the load generator's 50). What it costs per request over the bare
 * `node:http` server is effect's serving itself; what the API costs over it is ours.
 *
 * Run as a program: `FrameworkFloor.ts <answer.json> <path> <port>`, where the file holds
 * `{ status, contentType, body (base64) }` (BenchProcesses.ts writes it); prints "listening" when ready.
 */
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Effect, Layer, Schema } from "effect"
import { HttpRouter, HttpServer, HttpServerResponse } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { readFileSync } from "node:fs"
import { defaultConnectionLimits } from "../src/config/ConnectionLimitSettings.js"
import { startingServer } from "../src/runtime/main.js"

const [file, path, port] = process.argv.slice(2) as [string, string, string]
const answer = JSON.parse(readFileSync(file, "utf8")) as { status: number; contentType: string; body: string }
const body = new Uint8Array(Buffer.from(answer.body, "base64"))

class FloorApi extends HttpApi.make("floor").add(
  HttpApiGroup.make("floor").add(
    HttpApiEndpoint.get("answer", path.split("?")[0] as `/${string}`, { success: Schema.Unknown })
  )
) {}

const Floor = HttpApiBuilder.group(FloorApi, "floor", (handlers) =>
  handlers.handle("answer", () =>
    Effect.succeed(
      HttpServerResponse.uint8Array(body, { status: answer.status, contentType: answer.contentType }) as unknown
    )
  )
)

/** Says the server listens (after it does; the app is attached a moment later, `startingServer` answers 503 meanwhile). */
const Announce = Layer.effectDiscard(
  Effect.andThen(
    HttpServer.HttpServer,
    Effect.sync(() => console.log("listening"))
  )
)

Announce.pipe(
  Layer.provideMerge(
    HttpRouter.serve(HttpApiBuilder.layer(FloorApi).pipe(Layer.provide(Floor)), {
      disableLogger: true,
      disableListenLog: true
    })
  ),
  Layer.provideMerge(
    NodeHttpServer.layerServer(() => startingServer({ ...defaultConnectionLimits, maxConnectionsPerIp: 1_000 }), {
      port: Number(port),
      host: "127.0.0.1"
    })
  ),
  Layer.provideMerge(NodeHttpServer.layerHttpServices),
  Layer.launch,
  NodeRuntime.runMain
)
