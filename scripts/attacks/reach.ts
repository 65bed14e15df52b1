/**
 * Who may reach what: the login throttle under parallel guessing (an outsider), a
 * reviewer reaching outside their language (plain addresses and path tricks), and every
 * console form posted without what a same-origin form carries (CSRF).
 */
import { Client, countBy, raw } from './http.ts'
import type { AttackResult, Reviewer } from './http.ts'

const LOGIN_CHECKED_MAX = 10

/** 50 wrong passwords at once from one address: at most 10 are checked, the rest wait (429 with Retry-After). */
export async function loginFlood(origin: string): Promise<AttackResult> {
  const outsider = new Client(origin)
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetch(`${origin}/en/admin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'CF-Connecting-IP': outsider.address },
        body: new URLSearchParams({ password: `wrong guess ${i}`, lang: 'en' }),
        redirect: 'manual',
      }).then(async (response) => ({ status: response.status, retry: response.headers.get('Retry-After'), body: await response.text() })),
    ),
  )
  const checked = answers.filter((answer) => answer.status === 401).length
  const waited = answers.filter((answer) => answer.status === 429 && Number(answer.retry) > 0).length
  return {
    name: 'login throttle',
    held: checked <= LOGIN_CHECKED_MAX && checked + waited === answers.length,
    summary: `50 parallel wrong passwords → ${checked} checked (at most ${LOGIN_CHECKED_MAX}), ${waited} × 429 with Retry-After (${countBy(answers, (a) => a.status)})`,
  }
}

const OTHER_LANGUAGES = ['ar', 'da', 'de', 'es', 'fi', 'fr', 'id', 'it', 'ms', 'nl', 'no', 'pt', 'ru', 'sk', 'sv', 'tr']

/** Addresses outside a `cs` reviewer's reach, as GETs sent byte for byte. */
function reachPaths(own: string): string[] {
  const paths: string[] = []
  for (const lang of ['en', own, 'de']) {
    paths.push(
      `/${lang}/admin`,
      `/${lang}/admin/inbox`,
      `/${lang}/admin/inbox?view=all`,
      `/${lang}/admin/inbox/1`,
      `/${lang}/admin/privacy`,
      `/${lang}/admin/translations`,
    )
  }
  for (const other of OTHER_LANGUAGES) {
    paths.push(
      `/en/admin/translations/${other}`,
      `/en/admin/translations/${other}/history?english=Contact`,
      `/en/admin/review/${other}/`,
      `/api/admin/translations/${other}/export`,
    )
  }
  paths.push(
    `/api/admin/translations/${own}/export`,
    '/api/admin/submissions.csv',
    '/api/admin/sitemap.xml',
    '/api/admin/sitemap',
    '/api/admin/people/export',
    '/api/admin/login',
    // Path tricks: the same places spelled so a naive prefix check might let them through.
    `/en/admin/translations/${own}/../de`,
    `/en/admin/translations/${own}/..%2fde`,
    `/en/admin/translations/${own}%2f..%2fde`,
    `/en/admin/translations/${own}%2F..%2Fde`,
    `/en/admin/translations/${own}/%2e%2e/de`,
    `/en/admin/translations/${own}/../../admin/inbox`,
    `/en/admin/translations/${own}/%2e%2e/%2e%2e/inbox`,
    `/en/admin/translations/${own}/..;/de`,
    `/en/admin/translations/${own}%00/../de`,
    `/en/admin/translations/${own}/history/../../de`,
    `/en/admin/review/${own}/../../inbox`,
    `/en/admin/review/${own}/..%2f..%2finbox`,
    `/en/admin/review/${own}%2f..%2f..%2fprivacy`,
    '/en/admin//translations/de',
    '//en/admin/translations/de',
    '/en//admin/inbox',
    '/en/admin/translations//de',
    '/en/admin/translations/DE',
    '/en/admin/translations/De',
    `/en/admin/translations/${own.toUpperCase()}x`,
    '/EN/admin/inbox',
    '/En/admin/inbox',
    '/en/ADMIN/inbox',
    '/en/admin/Inbox',
    '/en/admin/INBOX',
    '/en/admin/inbox.',
    '/en/admin/inbox/',
    '/en/admin/privacy.',
    '/en/admin/translations/de.',
    '/en/admin/translations.',
    `/en/admin/translations/${own}-CZ`,
    '/en/admin/translations/cz',
    '/en/admin/translations/en',
    '/en/admin/translations/xx',
    '/xx/admin/inbox',
    '/en/admin/%69nbox',
    '/en/admin/inbox%2f1',
    '/en/admin/inbox;x=1',
    '/en/%61dmin/inbox',
    '/api/admin/../en/admin/inbox',
    '/api/admin/%2e%2e/%2e%2e/en/admin/inbox',
    '/api/admin//submissions.csv',
    '/api/admin/submissions.csv/',
    '/API/admin/submissions.csv',
    '/api/Admin/submissions.csv',
    '/api/admin/submissions.CSV',
    `/api/admin/translations/${own}/../de/export`,
    `/api/admin/translations/${own}%2f..%2fde/export`,
    '/api/admin/translations/DE/export',
  )
  return paths
}

/** What a `cs` reviewer posts with their own valid token to places that are not theirs. */
function reachPosts(own: string): [string, Record<string, string>][] {
  return [
    ['/en/admin/translations', { intent: 'invite', name: 'Second reviewer', language: own, days: '90' }],
    ['/en/admin/translations', { intent: 'revoke', reviewer: '1' }],
    ['/en/admin/translations', { intent: 'retranslate-all' }],
    ['/en/admin/inbox', { intent: 'search', q: 'a' }],
    ['/en/admin/inbox', { intent: 'delete', id: '1', confirm: 'yes' }],
    ['/en/admin/inbox/1', { intent: 'handled' }],
    ['/en/admin/privacy', { intent: 'find', email: 'a@example.com' }],
    ['/en/admin/privacy', { intent: 'erase', email: 'a@example.com', confirm: 'yes' }],
    ['/api/admin/people/export', { email: 'a@example.com' }],
    ['/api/admin/sitemap', {}],
    ['/en/admin/translations/de', { intent: 'save', english: 'Contact', translation: 'Kontakt' }],
    ['/en/admin/translations/de', { intent: 'accept-all', english: 'Contact' }],
    [`/en/admin/translations/${own}`, { intent: 'publish' }],
    [`/en/admin/translations/${own}`, { intent: 'retranslate-language' }],
    [`/en/admin/translations/${own}`, { intent: 'retranslate', english: 'Contact' }],
    [`/en/admin/translations/${own}/../de`, { intent: 'save', english: 'Contact', translation: 'Kontakt' }],
    [`/en/admin/translations/${own}%2f..%2fde`, { intent: 'save', english: 'Contact', translation: 'Kontakt' }],
  ]
}

/** A reviewer asks for everything outside their language: every answer must be a refusal, never a 200 with data. */
export async function reviewerReach(reviewer: Reviewer, own: string): Promise<AttackResult> {
  const { client } = reviewer
  const answers: { what: string; status: number }[] = []
  for (const path of reachPaths(own)) {
    const answer = await raw(client, 'GET', path)
    // A redirect is a refusal when it leads out of the console or to the reviewer's own screens.
    const to = answer.location ? new URL(answer.location, client.origin).pathname : ''
    const away = answer.status >= 300 && answer.status < 400 && (!/\/admin(\/|$)/.test(to) || to.endsWith(`/admin/translations/${own}`))
    answers.push({ what: `GET ${path}${to ? ` → ${to}` : ''}`, status: away ? 403 : answer.status })
  }
  for (const [path, fields] of reachPosts(own)) {
    const body = new URLSearchParams({ csrf: client.csrf, lang: 'en', ...fields }).toString()
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: client.origin }
    answers.push({ what: `POST ${path} ${fields.intent ?? ''}`, status: (await raw(client, 'POST', path, body, headers)).status })
  }
  // A refusal: 403/404 (or 401/405/410); a redirect only to the reviewer's own screens.
  const refused = answers.filter((answer) => answer.status >= 400 && answer.status < 500)
  const still = await client.send(`/en/admin/translations/${own}`)
  return {
    name: 'reviewer reach',
    held: refused.length === answers.length && still.status === 200,
    summary: `${answers.length} attempts outside ${own} → ${refused.length} refused (${countBy(answers, (a) => a.status)}, redirects away counted as 403); own screen still 200: ${still.status === 200}`,
    failures: answers.filter((answer) => !refused.includes(answer)).map((answer) => `${answer.what} → ${answer.status}`),
  }
}

interface Variant {
  name: string
  /** Method, headers and body for a form of `fields` with the session's valid token `token`. */
  build: (
    fields: Record<string, string>,
    token: string,
    others: { owner2: string; reviewer: string },
  ) => { method?: string; body?: string; headers: Record<string, string>; query?: string }
}

const FORM = 'application/x-www-form-urlencoded'
const encode = (fields: Record<string, string>, extra: [string, string][] = []) => new URLSearchParams([...Object.entries(fields), ...extra]).toString()
const wrong = 'A'.repeat(43)

function variants(origin: string): Variant[] {
  const same = { 'Content-Type': FORM, Origin: origin }
  return [
    { name: 'no token', build: (f) => ({ body: encode(f), headers: same }) },
    { name: 'empty token', build: (f) => ({ body: encode(f, [['csrf', '']]), headers: same }) },
    { name: 'wrong token', build: (f) => ({ body: encode(f, [['csrf', wrong]]), headers: same }) },
    { name: 'another session’s token', build: (f, _t, o) => ({ body: encode(f, [['csrf', o.owner2]]), headers: same }) },
    { name: 'a reviewer’s token', build: (f, _t, o) => ({ body: encode(f, [['csrf', o.reviewer]]), headers: same }) },
    { name: 'no Origin', build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { 'Content-Type': FORM } }) },
    { name: 'foreign Origin', build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { ...same, Origin: 'https://evil.example' } }) },
    { name: 'null Origin', build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { ...same, Origin: 'null' } }) },
    { name: 'other port Origin', build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { ...same, Origin: 'http://localhost:1' } }) },
    // Not the same host under https: wrangler dev's proxy rewrites any header naming its own host to its own origin, whatever the scheme.
    {
      name: 'look-alike host Origin',
      build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { ...same, Origin: origin.replace('localhost', 'localhost.evil.example') } }),
    },
    { name: 'Referer only', build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { 'Content-Type': FORM, Referer: `${origin}/en/admin` } }) },
    {
      name: 'Sec-Fetch-Site cross-site',
      build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { 'Content-Type': FORM, 'Sec-Fetch-Site': 'cross-site' } }),
    },
    {
      name: 'Sec-Fetch-Site same-site',
      build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { 'Content-Type': FORM, 'Sec-Fetch-Site': 'same-site' } }),
    },
    {
      name: 'foreign Origin, same-origin fetch',
      build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { ...same, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' } }),
    },
    { name: 'text/plain', build: (f, t) => ({ body: encode(f, [['csrf', t]]), headers: { ...same, 'Content-Type': 'text/plain' } }) },
    {
      name: 'multipart, wrong token',
      build: (f) => ({
        body:
          [...Object.entries(f), ['csrf', wrong]].map(([k, v]) => `--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + '--b--\r\n',
        headers: { ...same, 'Content-Type': 'multipart/form-data; boundary=b' },
      }),
    },
    {
      name: 'JSON, wrong token',
      build: (f) => ({ body: JSON.stringify({ ...f, csrf: wrong }), headers: { ...same, 'Content-Type': 'application/json', Accept: 'application/json' } }),
    },
    {
      name: 'JSON, foreign Origin',
      build: (f, t) => ({ body: JSON.stringify({ ...f, csrf: t }), headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' } }),
    },
    {
      name: 'duplicated token, wrong first',
      build: (f, t) => ({
        body: encode(f, [
          ['csrf', wrong],
          ['csrf', t],
        ]),
        headers: same,
      }),
    },
    { name: 'wrong X-CSRF-Token header', build: (f) => ({ body: encode(f), headers: { ...same, 'X-CSRF-Token': wrong } }) },
    { name: 'GET instead of POST', build: (f, t) => ({ method: 'GET', headers: { Origin: origin }, query: encode(f, [['csrf', t]]) }) },
  ]
}

/** Every console form the owner can post, with fields that would act if the request were let through. */
const FORMS: [string, Record<string, string>][] = [
  ['/en/admin/inbox', { intent: 'search', q: 'csrf' }],
  ['/en/admin/inbox', { intent: 'handled', id: '1' }],
  ['/en/admin/inbox', { intent: 'delete', id: '1', confirm: 'yes' }],
  ['/en/admin/inbox/1', { intent: 'keep' }],
  ['/en/admin/inbox/1', { intent: 'delete', confirm: 'yes' }],
  ['/en/admin/privacy', { intent: 'find', email: 'csrf@example.com' }],
  ['/en/admin/privacy', { intent: 'erase', email: 'csrf@example.com', confirm: 'yes' }],
  ['/en/admin/translations', { intent: 'invite', name: 'Csrf', language: 'de', days: '90' }],
  ['/en/admin/translations', { intent: 'revoke', reviewer: '1' }],
  ['/en/admin/translations', { intent: 'retranslate-all' }],
  ['/en/admin/translations/de', { intent: 'save', english: 'Contact', translation: 'Kontakt' }],
  ['/en/admin/translations/de', { intent: 'accept-all', english: 'Contact' }],
  ['/en/admin/translations/de', { intent: 'publish' }],
  ['/en/admin/translations/de/history', { intent: 'restore', english: 'Contact', revision: '1' }],
  ['/api/admin/people/export', { email: 'csrf@example.com' }],
  ['/api/admin/sitemap', {}],
  ['/api/admin/logout', {}],
]

/** Each console form × each way a forged or careless request differs from the form's own: all refused. */
export async function csrf(owner: Client, owner2: Client, reviewer: Client): Promise<AttackResult> {
  const list = variants(owner.origin)
  const failures: string[] = []
  let tries = 0
  for (const [path, fields] of FORMS) {
    for (const variant of list) {
      const built = variant.build({ lang: 'en', ...fields }, owner.csrf, { owner2: owner2.csrf, reviewer: reviewer.csrf })
      const target = built.query ? `${path}?${built.query}` : path
      const answer = await raw(owner, built.method ?? 'POST', target, built.body, built.headers)
      tries++
      // A GET never acts: it shows the screen (or 404 on a POST-only address), never the 303 of a done action.
      const refused = built.method === 'GET' ? answer.status !== 303 && !/"ok":true/.test(answer.body) : answer.status === 403
      if (!refused) failures.push(`${variant.name}: ${built.method ?? 'POST'} ${path} ${fields.intent ?? ''} → ${answer.status}`)
    }
  }
  // The control: the same session's own form is let through, so the refusals above are the checks', not a broken session.
  const control = await owner.send('/en/admin/inbox', { csrf: owner.csrf, lang: 'en', intent: 'search', q: 'control' })
  return {
    name: 'CSRF',
    held: failures.length === 0 && control.status === 303,
    summary: `${FORMS.length} console forms × ${list.length} variants = ${tries} forged posts → ${tries - failures.length} refused; the genuine form still works: ${control.status === 303}`,
    failures,
  }
}
