/** The HTTP layer's Italian messages live in contracts (one copy for server and client); re-exported for its files. */
export { HTTP_MESSAGES } from '@tutela/contracts';
