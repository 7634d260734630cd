/**
 * The audit trail of a parameter set in the order its acts happened: acts in the same millisecond
 * (an import and its approval by a script) are told apart by an insertion sequence.
 */
export default [`ALTER TABLE parameter_set_events ADD COLUMN seq bigserial`]
