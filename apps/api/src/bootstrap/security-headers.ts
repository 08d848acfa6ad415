import type { NextFunction, Request, Response } from 'express';

/** The origins a browser page of ours runs on: PUBLIC_URL's (and the request's own host, checked by the caller). */
export function publicOrigin(publicUrl: string): string {
  return new URL(publicUrl).origin;
}

/**
 * Headers on every answer (console, API, files): scripts only from our own
 * origin (the Vite build has no inline script), styles also inline (Mantine
 * injects style tags), connections to our own origin (API and socket.io, also
 * as ws/wss), no framing, no MIME sniffing, no referrer (pages carry one-time
 * tokens in their paths: /password-reset/*, /email/check/*).
 */
export function securityHeaders(publicUrl: string) {
  const origin = new URL(publicUrl);
  const socketOrigin = `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return (_request: Request, response: Response, next: NextFunction): void => {
    response.setHeader('Content-Security-Policy', csp);
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'no-referrer');
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}

/**
 * Whether a socket.io handshake may go on: no Origin (not a browser: the token
 * still decides), the request's own origin, or PUBLIC_URL's.
 */
export function allowedSocketOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return parsed.origin === publicOrigin(publicUrl) || (host !== undefined && parsed.host === host);
}
