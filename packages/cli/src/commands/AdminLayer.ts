import { AppConfig, Database, Migrations, UserRepositorySql } from "@fire/http"
import { Layer } from "effect"

/** The configured database, migrated, with the user repository: what administrative commands need. */
export const AdminLayer = UserRepositorySql.layer.pipe(
  Layer.provideMerge(Layer.effectDiscard(Migrations.run)),
  Layer.provideMerge(Database.layer),
  Layer.provideMerge(AppConfig.layer)
)
