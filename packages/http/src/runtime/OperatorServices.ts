import * as ParameterSetGovernance from "@fire/decision/ParameterSetGovernance"
import * as FeatureFlags from "@fire/domain/FeatureFlags"
import * as NotificationProducers from "@fire/domain/NotificationProducers"
import * as Subscriptions from "@fire/domain/Subscriptions"
import { Layer } from "effect"
import * as AppConfig from "../config/AppConfig.js"
import * as ParameterSetRepositorySql from "../decision/ParameterSetRepositorySql.js"
import * as UserRepositorySql from "../identity/UserRepositorySql.js"
import * as NotificationRepositorySql from "../notifications/NotificationRepositorySql.js"
import * as FeatureFlagRepositorySql from "../platform/FeatureFlagRepositorySql.js"
import * as Database from "../store/Database.js"
import * as Migrations from "../store/Migrations.js"

/**
 * The operator's use cases (`fire users`, `fire token mint --tier`, `fire features`, `fire
 * parameter-sets`) over the configured database, migrated first: the same services and SQL
 * adapters the server wires in HttpApp.ts, so a command and a request run the same use case.
 */
export const layer = Layer.mergeAll(Subscriptions.layer, FeatureFlags.layer, ParameterSetGovernance.layer).pipe(
  Layer.provide(NotificationProducers.layer.pipe(Layer.provide(NotificationRepositorySql.layer))),
  Layer.provide(
    Layer.mergeAll(UserRepositorySql.layer, FeatureFlagRepositorySql.layer, ParameterSetRepositorySql.layer)
  ),
  Layer.provide(Layer.effectDiscard(Migrations.run)),
  Layer.provide(Database.layer),
  Layer.provideMerge(AppConfig.layer)
)
