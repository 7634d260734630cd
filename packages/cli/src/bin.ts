#!/usr/bin/env node
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as NodeServices from "@effect/platform-node/NodeServices"
import { Cause, Effect, Exit, Runtime } from "effect"
import { run } from "./cli.js"

/** A shutdown asked for by SIGINT/SIGTERM is a clean exit (0), not an error (130). */
const teardown: Runtime.Teardown = (exit, onExit) =>
  Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause) ? onExit(0) : Runtime.defaultTeardown(exit, onExit)

run.pipe(Effect.provide(NodeServices.layer), NodeRuntime.runMain({ teardown }))
