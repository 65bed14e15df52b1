/**
 * Stored XSS: hostile text through the contact form (name, company, message) and through a
 * reviewer's translation edits, then every screen that shows it opened in real Chromium as
 * the owner and as the reviewer, counting dialogs and CSP violations (both must be 0).
 */
import type { Browser, BrowserContext } from 'playwright-core'
import { launchBrowser } from '../bench/common.ts'
import { RUN, sendContact } from './http.ts'
import type { AttackResult, Client, Reviewer } from './http.ts'

export const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '<svg onload=alert(3)>',
  '<svg><script>alert(4)</script></svg>',
  '"><script>alert(5)</script>',
  "' onmouseover='alert(6)' x='",
  '" autofocus onfocus="alert(7)',
  'javascript:alert(8)',
  '<a href="javascript:alert(9)">click</a>',
  '<iframe src="javascript:alert(10)"></iframe>',
  '</textarea><script>alert(11)</script>',
  '</title><script>alert(12)</script>',
  '${alert(13)}',
  '`;alert(14);`',
  '"}];alert(15);//',
  '</script><script>alert(16)</script>',
  '\u2028\u2029</script><img src=x onerror=alert(17)>',
  '\u202Egnp.exe<img src=x onerror=alert(18)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(19)>',
  '<details open ontoggle=alert(20)>',
  '<body onload=alert(21)>',
  "{{constructor.constructor('alert(22)')()}}",
  '=HYPERLINK("javascript:alert(23)","x")',
]

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? '')

/** The home page's editable strings on the first screens of them: English and current translation (legal ones, shown without a field, are left out). */
async function editableStrings(client: Client, code: string): Promise<{ english: string; translation: string }[]> {
  const found: { english: string; translation: string }[] = []
  for (let page = 1; page <= 4; page++) {
    const html = await (await client.send(`/en/admin/translations/${code}?on=/&page=${page}`)).text()
    // The list is one form; each card's fields carry its number (`english:3`, `translation:3`).
    for (const [, index, english] of html.matchAll(/name="english:(\d+)" value="([^"]*)"/g)) {
      const translation = new RegExp(`<textarea[^>]*name="translation:${index}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1]
      if (english !== undefined && translation !== undefined) found.push({ english: decode(english), translation: decode(translation) })
    }
  }
  return found
}

/** Posts every payload through the contact form; a field the form refuses is tried again in the message alone. */
async function contactPayloads(origin: string): Promise<{ stored: number; refused: number }> {
  let stored = 0
  let refused = 0
  for (const [i, payload] of PAYLOADS.entries()) {
    const email = `xss-${RUN}-${i}@example.cz`
    const tries = [
      { fullName: `Xss ${RUN} ${payload}`.slice(0, 100), companyName: payload, email, challenge: `Message ${i}: ${payload} and some words to read.` },
      { fullName: `Xss ${RUN} ${i}`, companyName: `Company ${i}`, email, challenge: `Message ${i}: ${payload} and some words to read.` },
    ]
    for (const fields of tries) {
      const status = await sendContact(origin, fields)
      if (status === 200) {
        stored++
        break
      }
      refused++
    }
  }
  return { stored, refused }
}

/** Opens `paths` in a context holding `client`'s cookies; the dialogs and CSP violations seen. */
async function visit(browser: Browser, client: Client, paths: readonly string[]): Promise<{ pages: number; dialogs: string[]; violations: string[] }> {
  const context: BrowserContext = await browser.newContext()
  const dialogs: string[] = []
  const violations: string[] = []
  await context.addCookies(
    [...client.jar].map(([name, value]) => ({ name, value, domain: new URL(client.origin).hostname, path: '/', secure: true, httpOnly: true })),
  )
  await context.exposeBinding('reportViolation', (_source, detail: string) => void violations.push(detail))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation: (detail: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
      )
    })
  })
  const page = await context.newPage()
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.message()} on ${page.url()}`)
    void dialog.dismiss()
  })
  for (const path of paths) {
    await page.goto(`${client.origin}${path}`, { waitUntil: 'load' })
    // Focus and hover handlers fire on interaction: tab through the page's first fields and hover its links.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  }
  await context.close()
  return { pages: paths.length, dialogs, violations }
}

export async function storedXss(owner: Client, reviewer: Reviewer, code: string): Promise<AttackResult> {
  const { origin } = owner
  const contact = await contactPayloads(origin)

  // The reviewer puts each payload before a home-page string's translation.
  const originals = (await editableStrings(reviewer.client, code))
    .filter(({ english, translation }) => english.length > 40 && translation.trim() !== '' && !/[{<]/.test(english))
    .slice(0, PAYLOADS.length)
  let saved = 0
  let editRefused = 0
  for (const [i, { english, translation }] of originals.entries()) {
    const answer = await reviewer.client.send(`/en/admin/translations/${code}`, {
      csrf: reviewer.client.csrf,
      lang: 'en',
      intent: 'save',
      english,
      translation: `${PAYLOADS[i]} ${translation}`,
    })
    if (answer.status === 303) saved++
    else editRefused++
  }
  await owner.send(`/en/admin/translations/${code}`, { csrf: owner.csrf, lang: 'en', intent: 'publish' })

  const inbox = await (await owner.send('/en/admin/inbox?view=all')).text()
  const ids = [...new Set([...inbox.matchAll(/\/en\/admin\/inbox\/(\d+)/g)].map((match) => match[1]))].slice(0, PAYLOADS.length)
  const csv = await owner.send('/api/admin/submissions.csv')
  const csvText = await csv.text()
  const csvSafe =
    /text\/csv/.test(csv.headers.get('Content-Type') ?? '') &&
    /attachment/.test(csv.headers.get('Content-Disposition') ?? '') &&
    !/(^|,)"[=+\-@]/m.test(csvText)
  const history = originals.slice(0, 6).map(({ english }) => `/en/admin/translations/${code}/history?english=${encodeURIComponent(english)}`)
  const shared = [`/en/admin/translations/${code}?on=/`, ...history, `/en/admin/review/${code}/`, `/${code}`]

  const browser = await launchBrowser()
  try {
    const asOwner = await visit(browser, owner, ['/en/admin/inbox?view=all', ...ids.map((id) => `/en/admin/inbox/${id}`), '/en/admin/privacy', ...shared])
    const asReviewer = await visit(browser, reviewer.client, shared)
    const dialogs = [...asOwner.dialogs, ...asReviewer.dialogs]
    const violations = [...asOwner.violations, ...asReviewer.violations]
    // Put the strings back as they were, so the next run starts from the same text.
    for (const { english, translation } of originals) {
      await owner.send(`/en/admin/translations/${code}`, { csrf: owner.csrf, lang: 'en', intent: 'save', english, translation })
    }
    await owner.send(`/en/admin/translations/${code}`, { csrf: owner.csrf, lang: 'en', intent: 'publish' })
    return {
      name: 'stored XSS',
      held: dialogs.length === 0 && violations.length === 0 && csvSafe && contact.stored > 0 && saved > 0,
      summary:
        `${PAYLOADS.length} payloads: contact form ${contact.stored} stored, ${contact.refused} refused; reviewer edits ${saved} saved, ${editRefused} refused by the checks; ` +
        `${asOwner.pages} pages as owner + ${asReviewer.pages} as reviewer in Chromium → ${dialogs.length} dialogs, ${violations.length} CSP violations; CSV an attachment with formulas defused: ${csvSafe}`,
      failures: [...dialogs, ...violations],
    }
  } finally {
    await browser.close()
  }
}
