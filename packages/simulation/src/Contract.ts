/**
 * The simulation contract: everything that determines a result. Its SHA-256 over canonical JSON is the
 * `contractHash`; anyone holding the contract (and the parameter set and plan it names by hash)
 * reproduces the result bit for bit.
 */
import { canonicalHash } from "./CanonicalJson.js"
import type { ParameterSet } from "./ParameterSet.js"
import type { Plan } from "./Plan.js"

/** The engine identifier. */
export const ENGINE_VERSION = "retirement-sim/1" as const

/** Sampling modes: the block bootstrap (the product's model) or historical rolling cycles (audits). */
export type SamplingMode = "block-bootstrap" | "historical-rolling"

/** The contract of one run. */
export interface SimulationContract {
  readonly engineVersion: typeof ENGINE_VERSION
  readonly modelVersion: "historical-block-regime/1"
  readonly prngVersion: "mulberry32-derived-streams/1"
  readonly parameterSetId: string
  readonly seriesManifestHash: string
  /** SHA-256 of the canonical JSON of the parameter set without its approval block. */
  readonly parameterSetContentHash: string
  /** SHA-256 of the canonical JSON of the plan (the revision's content), unless supplied by the caller. */
  readonly revisionContentHash: string
  readonly seed: string
  readonly pathCount: number
  readonly horizonYears: number
  readonly stressScenarioId: string
  readonly targetSuccessProbability: number
  readonly sampling: SamplingMode
  /**
   * SHA-256 of the canonical JSON of a `gain_schedule` tax profile (the compiled tables), present only
   * then: a caller-supplied revision hash may name the destination while the tables come from the
   * rule sets of the day, so the tables themselves are in the contract.
   */
  readonly taxScheduleHash?: string
}

// Parameter sets are immutable values: their content hash is computed once per object.
const setHashes = new WeakMap<ParameterSet, string>()

/**
 * SHA-256 (hex) of the parameter set's content: everything except `approval`, which never changes
 * numbers. Memoised per set object (a set must not be mutated after first use).
 */
export const parameterSetContentHash = (set: ParameterSet): string => {
  const known = setHashes.get(set)
  if (known !== undefined) return known
  const { approval: _approval, ...content } = set
  const hash = canonicalHash(content)
  setHashes.set(set, hash)
  return hash
}

/** SHA-256 (hex) of the plan's canonical JSON. */
export const planContentHash = (plan: Plan): string => canonicalHash(plan)

/** The `contractHash` of spec 4.6: SHA-256 of the canonical JSON of the contract, 64 lowercase hex. */
export const contractHash = (contract: SimulationContract): string => canonicalHash(contract)
