// Regenerates every visa rule set (<cc>.json) from the author-*.mjs files: `node author.mjs`.
// The JSON files are the data the product reads and the tests check; edit the author files,
// rerun, and commit both. Ids: UUIDv5 (URL namespace) of `visa/<cc>/<version>` and `visa-fact/<key>`.
import "./author-europe-south.mjs"
import "./author-europe-west.mjs"
import "./author-europe-east.mjs"
import "./author-americas.mjs"
import "./author-asia-pacific.mjs"
