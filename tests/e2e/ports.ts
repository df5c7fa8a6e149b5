/**
 * The browser tests' ports. E2E_PORT (default 4173) is the base; one backend per worker,
 * each with its own data directory, so no test sees another worker's data and two runs on
 * different E2E_PORTs never share state: worker n's on E2E_PORT + 20n (its HTTP actions on
 * the next port). +10 and +30 belong to the LAN and reconnecting specs' own servers.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const workerPort = (worker: number) => E2E_PORT + 20 * worker;
export const workerBaseUrl = (worker: number) => `http://127.0.0.1:${workerPort(worker)}`;
