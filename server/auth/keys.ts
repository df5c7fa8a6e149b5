import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";

interface AuthKeys {
  JWT_PRIVATE_KEY: string;
  JWKS: string;
}

/**
 * The signing keys @convex-dev/auth needs: generated on first start and kept in the data
 * directory (never in the repo), so tokens stay valid across restarts.
 */
export async function ensureAuthKeys(dataDir: string): Promise<AuthKeys> {
  const path = join(dataDir, "auth-keys.json");
  if (existsSync(path)) return JSON.parse(readFileSync(path, "utf8")) as AuthKeys;
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const pkcs8 = await exportPKCS8(privateKey);
  const jwk = await exportJWK(publicKey);
  const keys: AuthKeys = {
    JWT_PRIVATE_KEY: pkcs8.trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", alg: "RS256", ...jwk }] }),
  };
  writeFileSync(path, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
