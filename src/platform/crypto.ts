/**
 * Small Web Crypto helpers shared by every feature: hex and base64url encodings,
 * SHA-256, HMAC-SHA256 with cached keys, random tokens, and AES-GCM sealing of state a
 * link carries.
 */
const encoder = new TextEncoder()

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function toBase64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Decodes base64url (padding optional); null when the text is not base64url. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

/** `bytes` random bytes from the platform's cryptographic generator. */
export function randomBytes(bytes: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(bytes))
}

/** SHA-256 of UTF-8 text, as hex; `bytes` keeps only the first bytes of the digest. */
export async function sha256Hex(text: string, bytes = 32): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
  return toHex(digest.subarray(0, bytes))
}

const hmacKeys = new Map<string, Promise<CryptoKey>>()

/** The HMAC-SHA256 key for a secret, imported once per isolate. */
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    hmacKeys.set(secret, key)
  }
  return key
}

/** HMAC-SHA256 of UTF-8 text under `secret`. */
export async function hmac(secret: string, text: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text)))
}

/** Checks an HMAC-SHA256 signature in constant time (Web Crypto's `verify`). */
export async function verifyHmac(secret: string, text: string, signature: Uint8Array<ArrayBuffer>): Promise<boolean> {
  return crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(text))
}

/** Whether two byte strings are equal, in time that depends only on their length. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}

/**
 * A keyed, one-way name for a client address (or any identifier): counters and logs
 * can tell clients apart without anyone being able to read the address back.
 */
export async function keyedHash(secret: string, value: string): Promise<string> {
  return toHex((await hmac(secret, `client.v1.${value}`)).subarray(0, 16))
}

const sealKeys = new Map<string, Promise<CryptoKey>>()

/** The AES-GCM key for one use of a secret (`purpose` keeps uses apart), made once per isolate. */
function sealKey(secret: string, purpose: string): Promise<CryptoKey> {
  const name = `${purpose}\u0000${secret}`
  let key = sealKeys.get(name)
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', encoder.encode(`seal.v1\u0000${name}`))
      .then((raw) => crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']))
    if (sealKeys.size >= 8) sealKeys.clear()
    sealKeys.set(name, key)
  }
  return key
}

/** Text sealed under `secret` (AES-GCM, base64url): unreadable and unforgeable without it, for state a link carries. */
export async function seal(secret: string, purpose: string, text: string): Promise<string> {
  const iv = randomBytes(12)
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealKey(secret, purpose), encoder.encode(text)))
  const out = new Uint8Array(iv.length + sealed.length)
  out.set(iv)
  out.set(sealed, iv.length)
  return toBase64url(out)
}

/** What `seal` sealed, or null for a token that is not one of this secret's for this purpose. */
export async function unseal(secret: string, purpose: string, token: string): Promise<string | null> {
  const bytes = fromBase64url(token)
  if (!bytes || bytes.length < 12 + 16) return null
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, await sealKey(secret, purpose), bytes.subarray(12))
    return new TextDecoder().decode(plain)
  } catch {
    return null
  }
}
