import type { DecisionReceipt } from "@fire/decision/Receipt"
import type { StoredReceipt } from "@fire/decision/ReceiptRepository"
import type { ReceiptReadView, SimulationReceiptView } from "./DecisionActionsApi.js"

/** A stored receipt as `GET .../receipts/{receiptId}` answers it: an evaluation or a simulation receipt. */
export const receiptReadView = (stored: StoredReceipt): typeof ReceiptReadView.Type => {
  if (stored.kind === "evaluation") return { kind: "evaluation", receipt: stored.body as DecisionReceipt }
  const body = stored.body as Omit<
    typeof SimulationReceiptView.Type,
    "receiptId" | "scenarioId" | "revisionId" | "readiness" | "createdAt"
  >
  return {
    kind: "simulation",
    receipt: {
      receiptId: stored.id,
      scenarioId: stored.scenarioId,
      revisionId: stored.revisionId,
      readiness: stored.readiness as typeof SimulationReceiptView.Type.readiness,
      createdAt: stored.createdAt,
      parameterSetId: body.parameterSetId,
      seriesManifestHash: body.seriesManifestHash,
      contractHash: body.contractHash,
      contract: body.contract,
      requestHash: body.requestHash,
      revisionContentHash: body.revisionContentHash,
      successProbability: body.successProbability,
      targetMet: body.targetMet,
      ...(body.solve === undefined ? {} : { solve: body.solve })
    }
  }
}
