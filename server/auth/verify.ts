import type { UserIdentity } from "convex/server";
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from "jose";

export interface AuthProvider {
  domain?: string;
  applicationID?: string;
  /** customJwt providers. */
  type?: string;
  issuer?: string;
  jwks?: string;
  algorithm?: string;
}

/** Standard claims mapped to Convex's UserIdentity field names. */
const CLAIM_TO_FIELD: Record<string, string> = {
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};
const RESERVED = new Set(["iss", "sub", "aud", "exp", "iat", "nbf", "jti"]);

function toIdentity(payload: JWTPayload): UserIdentity {
  const identity: Record<string, unknown> = {
    issuer: payload.iss,
    subject: payload.sub,
    tokenIdentifier: `${payload.iss}|${payload.sub}`,
  };
  for (const [claim, value] of Object.entries(payload)) {
    if (RESERVED.has(claim)) continue;
    identity[CLAIM_TO_FIELD[claim] ?? claim] = value;
  }
  return identity as unknown as UserIdentity;
}

/**
 * Verifies user JWTs (signature, issuer, audience, expiry) against the providers of
 * convex/auth.config.ts. The backend's own site origin is answered from the JWKS in memory,
 * other issuers through their OpenID configuration.
 */
export class TokenVerifier {
  private keySets = new Map<string, JWTVerifyGetKey>();

  constructor(
    private providers: AuthProvider[],
    private localJwks: { siteUrl: string; jwks: string },
  ) {}

  async verify(token: string): Promise<UserIdentity> {
    let lastError: unknown = new Error("No auth provider configured");
    for (const provider of this.providers) {
      const issuer = provider.type === "customJwt" ? provider.issuer : provider.domain;
      if (!issuer) continue;
      try {
        const { payload } = await jwtVerify(token, await this.keySet(provider, issuer), {
          issuer: [issuer, issuer.replace(/\/$/, "")],
          audience: provider.applicationID,
          clockTolerance: 5,
        });
        if (!payload.sub) throw new Error("Token has no subject");
        return toIdentity(payload);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  private async keySet(provider: AuthProvider, issuer: string): Promise<JWTVerifyGetKey> {
    const cached = this.keySets.get(issuer);
    if (cached) return cached;
    let keySet: JWTVerifyGetKey;
    if (issuer.replace(/\/$/, "") === this.localJwks.siteUrl.replace(/\/$/, "")) {
      keySet = createLocalJWKSet(JSON.parse(this.localJwks.jwks));
    } else if (provider.jwks) {
      keySet = createRemoteJWKSet(new URL(provider.jwks));
    } else {
      const config = (await (
        await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`)
      ).json()) as { jwks_uri: string };
      keySet = createRemoteJWKSet(new URL(config.jwks_uri));
    }
    this.keySets.set(issuer, keySet);
    return keySet;
  }
}
