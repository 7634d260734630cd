export * as EvidenceFact from "./EvidenceFact.js"
