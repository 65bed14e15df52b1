/**
 * The Worker's settings, described once and parsed once per env object: each variable and
 * secret, what kind it is and what a valid value looks like, and `settings(env)`, the typed
 * values every feature takes its own narrow part of. A bad value is logged by name (never
 * its value) and the setting falls back to its default, as if it were unset; nothing
 * crashes mid-request over a setting. The docs' tables are checked against this list by
 * the tools tests, as are `wrangler.toml`'s [vars] and `.dev.vars.example`. `AppEnv`, the
 * Hono environment of bindings and request variables, lives here too.
 */
import * as z from 'zod/mini'
import { TURNSTILE_ORIGIN } from './lib/endpoints'
import type { LanguageCode } from './lib/languages'
import { SITE } from './lib/site'
import { randomBytes, toHex } from './platform/crypto'
import { log } from './platform/log'
import { PROVIDER_NAMES } from './translation'
import type { ProviderName, ProviderSetting } from './translation'

export type SettingKind = 'var' | 'secret' | 'local'

interface Setting {
  kind: SettingKind
  /** What the value must be; an empty or missing value is always allowed (each feature has its default). */
  valid: z.ZodMiniType<string>
  /** Said in the log when the value is not valid. */
  expected: string
}

const anything = z.string()
const webAddress = z.string().check(z.regex(/^https?:\/\/[^\s/]+(\/\S*)?$/))
const email = z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/))
const PROVIDER_CHOICES: readonly string[] = [...PROVIDER_NAMES, 'none']

export const SETTINGS = {
  SITE_URL: { kind: 'var', valid: webAddress, expected: 'an http(s) address' },
  TRANSLATION_PROVIDER: {
    kind: 'var',
    valid: z.string().check(z.refine((value) => value.split(',').every((name) => PROVIDER_CHOICES.includes(name.trim().toLowerCase())))),
    expected: `a comma list of ${PROVIDER_CHOICES.join(', ')}`,
  },
  TRANSLATION_API_URL: { kind: 'var', valid: webAddress, expected: 'an http(s) address' },
  TRANSLATION_API_KEY: { kind: 'secret', valid: anything, expected: 'the provider’s key' },
  TRANSLATION_TIMEOUT_MS: {
    kind: 'var',
    valid: z.string().check(z.refine((value) => /^\d+$/.test(value) && Number(value) >= 100 && Number(value) <= 30_000)),
    expected: 'milliseconds from 100 to 30000',
  },
  ADMIN_PASSWORD_HASH: {
    kind: 'secret',
    valid: z.string().check(z.regex(/^pbkdf2-sha256\$\d+\$[\w-]+\$[\w-]+$/)),
    expected: 'a hash printed by npm run hash-password',
  },
  SESSION_SECRET: { kind: 'secret', valid: z.string().check(z.minLength(32)), expected: 'at least 32 characters' },
  TURNSTILE_SITE_KEY: { kind: 'var', valid: anything, expected: 'Turnstile’s site key' },
  TURNSTILE_SECRET_KEY: { kind: 'secret', valid: anything, expected: 'Turnstile’s secret key' },
  TURNSTILE_VERIFY_URL: { kind: 'var', valid: webAddress, expected: 'an http(s) address' },
  ENVIRONMENT: { kind: 'local', valid: z.string().check(z.regex(/^(development|production)$/)), expected: 'development (local runs) or nothing' },
  CONTACT_TO: { kind: 'var', valid: email, expected: 'an e-mail address' },
  CONTACT_FROM: { kind: 'var', valid: email, expected: 'an e-mail address' },
  CONTACT_CONFIRMATION: { kind: 'var', valid: z.string().check(z.regex(/^(on|off)$/i)), expected: 'on or off' },
} as const satisfies Record<string, Setting>

export type SettingName = keyof typeof SETTINGS

/** The bindings the Worker is given (wrangler.toml), with the settings the whole of its configuration. */
export const BINDINGS = ['DB', 'CACHE', 'EMAIL', 'ASSETS', 'TRANSLATE_LIMITER', 'CF_VERSION_METADATA'] as const

/** The settings as features use them: every value valid, or the documented default in its place. */
export interface Settings {
  /** The public base URL, without a trailing slash. */
  siteUrl: string
  /**
   * True for local runs only: `ENVIRONMENT` is "development". `npm start`, `npm run dev`
   * and the tests set it; it is in no configuration a deploy uploads, and nothing about the
   * request decides it (a proxy can set any Host).
   */
  localRun: boolean
  /**
   * Signs captcha challenges and CSRF tokens and keys client addresses. A local run without
   * a valid one gets a random secret made up once per isolate; in production it is `null`
   * (logged), and the features that need it refuse to work.
   */
  sessionSecret: string | null
  /** The console's password hash (`npm run hash-password`); `null` when unset or not such a hash. */
  adminPasswordHash: string | null
  translation: {
    /** `TRANSLATION_PROVIDER`'s chain in fallback order; empty for `none`. */
    providers: readonly ProviderSetting[]
    /** How long a page waits for the provider. */
    timeoutMs: number
  }
  /** Turnstile's keys and siteverify's address, or `null` unless both keys are set. */
  turnstile: { siteKey: string; secretKey: string; verifyUrl: string } | null
  contact: {
    to: string
    from: string
    /** Visitors get a confirmation e-mail: `CONTACT_CONFIRMATION` is "on" (default off). */
    confirmation: boolean
  }
}

const DEFAULT_TIMEOUT_MS = 1500
const DEFAULT_VERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`

type Report = (name: string, expected: string) => void

/** A setting's value as a trimmed string, or `undefined` when unset, unreadable or not valid (each reported). */
function readValue(env: object, name: string, valid: z.ZodMiniType<string>, expected: string, report: Report): string | undefined {
  let value: unknown
  try {
    value = (env as Record<string, unknown>)[name]
  } catch {
    // A binding that cannot be read is a bad setting too, not a crash.
    report(name, `${expected} (it could not be read)`)
    return undefined
  }
  if (value === undefined || value === null || value === '') return undefined
  const text = typeof value === 'string' ? value.trim() : value
  if (!valid.safeParse(text).success || typeof text !== 'string') {
    report(name, expected)
    return undefined
  }
  return text || undefined
}

/** The secret a local run makes up when it has none: one per isolate, so every env object of the run signs alike. */
let madeUpSecret: string | undefined
let warnedMissingSecret = false

/** Reads and checks every setting of `env` (the Worker's, or the tools' view of `.dev.vars` and `wrangler.toml`), reporting each bad one. */
export function readSettings(env: object, report: Report = () => undefined): Settings {
  const values: Partial<Record<SettingName, string>> = {}
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting][])
    values[name] = readValue(env, name, setting.valid, setting.expected, report)
  const localRun = values.ENVIRONMENT === 'development'
  return {
    siteUrl: (values.SITE_URL ?? SITE.defaultUrl).replace(/\/+$/, ''),
    localRun,
    sessionSecret: values.SESSION_SECRET ?? (localRun ? (madeUpSecret ??= toHex(randomBytes(32))) : null),
    adminPasswordHash: values.ADMIN_PASSWORD_HASH ?? null,
    translation: { providers: providerChain(env, values, report), timeoutMs: Number(values.TRANSLATION_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS) },
    turnstile:
      values.TURNSTILE_SITE_KEY && values.TURNSTILE_SECRET_KEY
        ? { siteKey: values.TURNSTILE_SITE_KEY, secretKey: values.TURNSTILE_SECRET_KEY, verifyUrl: values.TURNSTILE_VERIFY_URL ?? DEFAULT_VERIFY_URL }
        : null,
    contact: { to: values.CONTACT_TO ?? '', from: values.CONTACT_FROM ?? '', confirmation: values.CONTACT_CONFIRMATION?.toLowerCase() === 'on' },
  }
}

/**
 * The providers `TRANSLATION_PROVIDER` names, in order, each with its base URL and key:
 * `TRANSLATION_API_URL_<NAME>` and `TRANSLATION_API_KEY_<NAME>` override the shared ones for
 * one provider of a chain, and a bad override is reported and the shared value used. Unknown
 * names are skipped rather than guessed at (the list was reported); `none` (or nothing)
 * means no provider.
 */
function providerChain(env: object, values: Partial<Record<SettingName, string>>, report: Report): ProviderSetting[] {
  const listed = readValue(env, 'TRANSLATION_PROVIDER', anything, '', () => undefined) ?? ''
  const chain: ProviderSetting[] = []
  for (const raw of listed.split(',')) {
    const name = raw.trim().toLowerCase() as ProviderName
    if (!PROVIDER_NAMES.includes(name)) continue
    const suffix = name.toUpperCase()
    chain.push({
      name,
      apiUrl: readValue(env, `TRANSLATION_API_URL_${suffix}`, webAddress, SETTINGS.TRANSLATION_API_URL.expected, report) ?? values.TRANSLATION_API_URL,
      apiKey: readValue(env, `TRANSLATION_API_KEY_${suffix}`, anything, SETTINGS.TRANSLATION_API_KEY.expected, report) ?? values.TRANSLATION_API_KEY,
    })
  }
  return chain
}

const parsed = new WeakMap<object, Settings>()

/**
 * The settings of this env, parsed on first use and kept for the env object (once per
 * isolate in production), each bad value logged once by name as `config_invalid`.
 */
export function settings(env: object | undefined): Settings {
  if (!env) return readSettings({})
  let found = parsed.get(env)
  if (!found) {
    found = readSettings(env, (name, expected) => log('config_invalid', { name, expected }, 'error'))
    parsed.set(env, found)
    if (found.sessionSecret === null && !warnedMissingSecret) {
      warnedMissingSecret = true
      log('config_missing_secret', { name: 'SESSION_SECRET', effect: 'the contact form and the console refuse to work' }, 'error')
    }
  }
  return found
}

/** Each setting whose value is set but not valid, with what it should be. */
export function settingProblems(env: object): { name: string; expected: string }[] {
  const problems: { name: string; expected: string }[] = []
  readSettings(env, (name, expected) => problems.push({ name, expected }))
  return problems
}

/** The Hono environment threaded through the app and every middleware. */
export interface AppEnv {
  Bindings: Env
  Variables: {
    /** Set once the request's language is known, so error pages can use it. */
    lang?: LanguageCode
    /**
     * Set by renderPage when the page may be shared from the edge cache: the version of
     * the translations it was rendered with, which keys the stored copy. Unset while any
     * of its strings fell back to English or the translation service is marked unavailable.
     */
    pageCacheVersion?: string
  }
}
