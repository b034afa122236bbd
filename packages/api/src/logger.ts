/** Where the client reports what it does on its own (retries). Injected so tests and apps choose. */
export interface ApiLogger {
  info(message: string, details?: Record<string, unknown>): void;
}

export const consoleLogger: ApiLogger = {
  info: (message, details) => console.info(message, details ?? ''),
};
