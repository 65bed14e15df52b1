import { expect } from 'vitest'
import { ORIGIN, call } from './contact-helpers'

/** Made by `printf '%s\n' "$PASSWORD" | npm run -s hash-password`: two hashes of the same password, different salts. */
export const PASSWORD = 'correct horse battery staple'
export const HASH = 'pbkdf2-sha256$100000$YeoCCR2OAt2Ta_KPeZ_Bkw$nF4t3wCB4efF0B3F0oj3grHeqkHuQrjCeRi8pwKOZtg'
export const OTHER_HASH = 'pbkdf2-sha256$100000$51DpFtOm1OLhHAqq5Z0QNA$vZDMtbxRx7ntHLicCXzW7Vj5KSTLlHcfYcIzk031Ua0'

/** A same-origin form post from a client address. */
export function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': '192.0.2.10', ...headers },
    body: new URLSearchParams(fields),
  })
}

export function sessionCookie(response: Response): string {
  const header = response.headers.get('Set-Cookie') ?? ''
  const match = /__Host-admin-session=([^;]+)/.exec(header)
  if (!match?.[1]) throw new Error(`no session cookie in ${response.status} ${header}`)
  return `__Host-admin-session=${match[1]}`
}

/** Signs in with the right password; returns the session cookie. */
export async function signIn(testEnv: Env, client = '192.0.2.10'): Promise<string> {
  const response = await call(form('/api/admin/login', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': client }), testEnv)
  expect(response.status).toBe(303)
  return sessionCookie(response)
}

/** A GET, with the session cookie when one is given. */
export function page(path: string, cookie: string | null, testEnv: Env): Promise<Response> {
  return call(new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), testEnv)
}
