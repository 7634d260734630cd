#!/usr/bin/env node
import { NodeRuntime, NodeServices } from "@effect/platform-node"
import { Cause, Effect, Exit, Runtime } from "effect"
import { run } from "./cli.js"

/** A shutdown asked for by SIGINT/SIGTERM is a clean exit (0), not an error (130). */
const teardown: Runtime.Teardown = (exit, onExit) =>
  Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause) ? onExit(0) : Runtime.defaultTeardown(exit, onExit)

run.pipe(Effect.provide(NodeServices.layer), NodeRuntime.runMain({ teardown }))
