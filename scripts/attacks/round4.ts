/**
 * The fixes of the fourth hardening round, attacked again: an invitation link used a second
 * time, a reviewer's edit of legal text, translations carrying NUL, bidi overrides or
 * private-use characters, and what the platform's request log keeps of the attacks.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { localLogText } from '../lib/local-site.ts'
import { Client, RUN } from './http.ts'
import type { AttackResult, Reviewer } from './http.ts'

/** The English legal notice every translated legal page carries (src/copy/pages.ts). */
const LEGAL_NOTICE = 'This is a translation provided for convenience. Only the English version is legally binding, and it applies if the two differ.'
const FORBIDDEN = { NUL: '\u0000', 'U+202E': '\u202E', 'private use': '\uE123' }

export async function roundFour(owner: Client, reviewer: Reviewer, code: string): Promise<AttackResult> {
  const { client } = reviewer
  const checks: [string, boolean][] = []
  const again = await new Client(owner.origin).send(reviewer.link, { lang: 'en' })
  const againGet = await new Client(owner.origin).send(reviewer.link)
  checks.push([`invitation used twice → ${again.status} (GET ${againGet.status})`, again.status === 410 && againGet.status === 410])

  const legal = await client.send(`/en/admin/translations/${code}`, {
    csrf: client.csrf,
    lang: 'en',
    intent: 'save',
    english: LEGAL_NOTICE,
    translation: 'Závazná je česká verze.',
  })
  checks.push([`reviewer edit of the legal notice → ${legal.status}`, legal.status === 403])

  const english = 'Contact'
  for (const [name, character] of Object.entries(FORBIDDEN)) {
    const answer = await client.send(`/en/admin/translations/${code}`, {
      csrf: client.csrf,
      lang: 'en',
      intent: 'save',
      english,
      translation: `Kon${character}takt`,
    })
    checks.push([`translation with ${name} → ${answer.status}`, answer.status === 400])
  }

  // The log store is written after the answers: once it holds this request, it holds the ones before.
  const mark = `/en/admin/inbox?view=all&pass=${[...RUN].reverse().join('')}`
  await owner.send(mark)
  for (let i = 0; i < 120 && !localLogText().includes(mark); i++) await sleep(500)
  const text = localLogText()
  const found = text.includes(mark)
  // Every name and address the attacks typed carries the run's stamp; the token may appear only in its own link.
  const stamped = text.split(RUN).length - 1
  const tokens = text.replaceAll(reviewer.link, '').split(reviewer.token).length - 1
  checks.push([
    `log store read: ${found}; this run's names and addresses in it: ${stamped}; invitation token outside its link: ${tokens}`,
    found && stamped === 0 && tokens === 0,
  ])

  const failed = checks.filter(([, held]) => !held)
  return {
    name: 'round-4 fixes',
    held: failed.length === 0,
    summary: checks.map(([what]) => what).join('; '),
    failures: failed.map(([what]) => what),
  }
}
