/** Plain one-line logs: start-up URLs and function errors with their path. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
  functionError(kind: string, udfPath: string, message: string): void;
}

export function createLogger(quiet = false): Logger {
  const stamp = () => new Date().toISOString().slice(11, 23);
  return {
    info(message) {
      if (!quiet) console.log(`${stamp()} ${message}`);
    },
    error(message, error) {
      console.error(
        `${stamp()} ERROR ${message}`,
        error instanceof Error ? error.stack : (error ?? ""),
      );
    },
    functionError(kind, udfPath, message) {
      if (!quiet) console.error(`${stamp()} ${kind} ${udfPath} failed: ${message.split("\n")[0]}`);
    },
  };
}
