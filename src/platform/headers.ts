/**
 * The security headers every response carries: the Worker sets them on what it
 * answers, and the build writes the same values into the static assets' `_headers`
 * file, so pages, errors, the API and static files agree (docs/architecture.md).
 *
 * No inline scripts or styles anywhere, so the policy needs no nonce and pages stay
 * cacheable. `vite dev` injects inline styles and a module preamble, so development
 * alone allows them.
 */
function contentSecurityPolicy(dev = false, allowOrigin?: string): string {
  const extra = allowOrigin ? ` ${allowOrigin}` : ''
  return [
    "default-src 'none'",
    dev ? `script-src 'self' 'unsafe-inline'${extra}` : `script-src 'self'${extra}`,
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    ...(allowOrigin ? [`frame-src${extra}`] : []),
    "img-src 'self'",
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * `allowOrigin` is the one third-party origin a configured bot check needs (its script
 * and its frame); without it nothing outside the site may load.
 */
export function securityHeaders(dev = false, allowOrigin?: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(dev, allowOrigin),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
}

/** Static files: content-hashed ones under /assets/ never change; the rest may, now and then. */
const ASSET_CACHE_CONTROL = { hashed: 'public, max-age=31536000, immutable', other: 'public, max-age=3600' } as const

/**
 * The static assets' `_headers` file: every file gets the security headers and an hour
 * of caching, hashed files a year (the `!` line removes the hour first, so the two
 * Cache-Control rules do not merge).
 * https://developers.cloudflare.com/workers/static-assets/headers/
 */
export function assetHeadersFile(): string {
  const lines = ['/*', ...Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`), `  Cache-Control: ${ASSET_CACHE_CONTROL.other}`]
  lines.push('/assets/*', '  ! Cache-Control', `  Cache-Control: ${ASSET_CACHE_CONTROL.hashed}`)
  return `${lines.join('\n')}\n`
}
