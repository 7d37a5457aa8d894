// The HTTP security headers of the production build: one definition, used by `npm start` and the
// test server (vite preview, see vite.config.ts) and documented for deployment in docs/DEPLOY.md
// (a unit test keeps the two the same).
//
// No inline script and no eval anywhere ('self' only); connections only to our own origin.
// style-src 'self' still lets React set element.style through the CSSOM (that is not inline CSS).

export const CSP_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'manifest-src': "'self'",
  'worker-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([k, v]) => `${k} ${v}`)
  .join('; ');

/** Every header the production build is served with. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
