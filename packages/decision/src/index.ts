export * from "./Claim.js"
export * from "./Revision.js"
export * from "./Scenario.js"
export * from "./ScenarioRepository.js"
