/**
 * A port the backend needs is taken (EADDRINUSE): `npm start`, `npm run dev` and the
 * backend say so in words, with how to choose another port, and exit with this code.
 */
/** The exit code then (Linux's errno for EADDRINUSE). */
export const EXIT_PORT_IN_USE = 98;

/** A port the backend needs is taken: said in words, with how to choose another. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    role: string,
  ) {
    const base = Number(process.env.PORT ?? 3000);
    super(
      `Port ${port} (${role}) is already in use: another npm start, or another program, ` +
        `is listening there. Stop it, or start on other ports, e.g. PORT=${base + 10} npm start ` +
        "(or set PORT in .env).",
    );
  }
}
