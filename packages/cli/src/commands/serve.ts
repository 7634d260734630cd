import { Effect, Layer } from "effect"
import { Command } from "effect/cli"
import { ServerLayer } from "@fire/http"

/** `fire serve`: runs the API until SIGINT/SIGTERM, then shuts down gracefully. */
export const serve = Command.make("serve", {}, () => Layer.launch(ServerLayer).pipe(Effect.asVoid))
