/**
 * The one description of the Worker's settings: each variable and secret, what kind it is
 * and what a valid value looks like. The Worker checks its settings once per isolate and
 * logs every bad one by name (never its value); nothing crashes mid-request over a setting,
 * and the feature that needs it degrades as its own code says. The README's and the
 * architecture's tables are checked against this list by the tools tests, as are
 * `wrangler.toml`'s [vars] and `.dev.vars.example`.
 */
import * as z from 'zod/mini'
import { log } from './platform/log'
import { PROVIDER_NAMES } from './translation/providers'

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

/** Each setting whose value is set but not valid, with what it should be. */
export function settingProblems(env: Partial<Record<SettingName, unknown>>): { name: SettingName; expected: string }[] {
  const problems: { name: SettingName; expected: string }[] = []
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting][]) {
    let value: unknown
    try {
      value = env[name]
    } catch {
      // A binding that cannot be read is a bad setting too, not a crash.
      problems.push({ name, expected: `${setting.expected} (it could not be read)` })
      continue
    }
    if (value === undefined || value === null || value === '') continue
    if (!setting.valid.safeParse(typeof value === 'string' ? value.trim() : value).success) problems.push({ name, expected: setting.expected })
  }
  return problems
}

const checked = new WeakSet<object>()

/** Checks the settings of this env once (per isolate, in production), logging each bad one by name. */
export function checkSettings(env: object): void {
  if (checked.has(env)) return
  checked.add(env)
  for (const { name, expected } of settingProblems(env as Partial<Record<SettingName, unknown>>)) log('config_invalid', { name, expected }, 'error')
}
