/**
 * The runtime logs through this small port so the backend can plug in its own logger (pino, Nest) while the
 * CLI and tests use the console or nothing.
 */
export interface RuntimeLogger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const consoleRuntimeLogger: RuntimeLogger = {
  info: (message, details) => console.info(message, details ?? ''),
  error: (message, details) => console.error(message, details ?? ''),
};

export const silentRuntimeLogger: RuntimeLogger = {
  info: () => undefined,
  error: () => undefined,
};

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
