// Moved to shared/testing when a second context (workers) needed it.
export { deciderSpec } from '../../shared/testing/decider-specification';
