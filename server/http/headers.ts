/**
 * Security headers (docs/embedded-backend.md, "Security headers").
 *
 * Pages get a Content-Security-Policy the built app passes: scripts, styles, fonts, images,
 * the web manifest and workers from the app's own origin only (no inline script; inline
 * styles are allowed because the chart and dialog libraries set `style` attributes), data:
 * and blob: images (QR codes, downloads), connections to the same origin (its WebSocket
 * included), and no framing by any other site.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
} as const;

/** For the app's pages and static files. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-frame-options": "SAMEORIGIN",
};

/** For API and HTTP-action responses: data, never a document to render or frame. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};
