import { EmailCaptureRepository } from "@fire/domain/EmailCaptureRepository"
import { Effect, Layer } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { randomUUID } from "node:crypto"

/** Captured addresses in SQL (table `email_captures`, migration 0006, unique on `lower(address)`). */
export const layer = Layer.effect(
  EmailCaptureRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      capture: Effect.fn("EmailCaptureRepository.capture")(function* (address, source, now) {
        // One statement either way: a known address costs the same work as a new one.
        yield* sql`
          INSERT INTO email_captures (id, address, source, created_at)
          VALUES (${randomUUID()}, ${address}, ${source ?? null}, ${new Date(now).toISOString()})
          ON CONFLICT (lower(address)) DO NOTHING`
      })
    }
  })
)
