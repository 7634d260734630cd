/**
 * A saved decision revision (`GET /fire-decision/scenarios/{id}/revisions/{revisionId}`: the whole
 * response or its `data`), read to verify a response of `POST .../retirement-simulation`: the
 * endpoint ran the engine on `toEnginePlan(revision)` with the revision's content hash.
 */
import { type Revision, RevisionContent, revisionContentHash, toEnginePlan } from "@fire/decision/Revision"
import type { Plan } from "@fire/simulation"
import { Schema } from "effect"
import { type Loaded, readJsonFile } from "./InputFiles.js"

const decodeContent = Schema.decodeUnknownResult(RevisionContent)

/** The plan the endpoint simulated and the revision content hash it used, from a saved revision file. */
export const loadRevision = (file: string): Loaded<{ readonly plan: Plan; readonly contentHash: string }> => {
  const json = readJsonFile(file)
  if (!json.ok) return json
  const doc = json.value as { data?: unknown } | null
  const view = (doc !== null && typeof doc === "object" && "data" in doc ? doc.data : doc) as {
    id?: unknown
    scenarioId?: unknown
    content?: unknown
  } | null
  if (view === null || typeof view !== "object" || typeof view.id !== "string")
    return { ok: false, problems: [`${file}: not a revision (expected {id, content, ...} or {data: {...}})`] }
  const content = decodeContent(view.content)
  if (content._tag === "Failure") return { ok: false, problems: [`${file}: content: ${String(content.failure)}`] }
  const revision = {
    id: view.id,
    scenarioId: String(view.scenarioId ?? ""),
    number: 1,
    content: content.success,
    contentHash: revisionContentHash(content.success),
    createdAt: 0
  } as unknown as Revision
  return { ok: true, value: { plan: toEnginePlan(revision), contentHash: revision.contentHash } }
}
