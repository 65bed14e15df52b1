import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { isLegalText } from '../../src/admin/translations/places'
import { fill } from '../../src/i18n/copy'
import { inviteReviewer, signIn, stamp } from './console-helpers'
import type { PanelString } from './console-helpers'
import { JOURNEY_SETTINGS, inLanguage, sentMailsFor } from './helpers'

/**
 * The review done from start to finish, the reviewer by keyboard alone: the owner invites
 * them; they open the link, review three pages moving with the panel's page picker and
 * "Next string to review", accept five strings and edit two (a draft surviving a move to
 * another string and back), and comment on one; focus is never left on the page's body.
 * The owner, in a browser of their own, sees the comment, the reviewer's progress and the
 * mail saying the second page is finished.
 *
 * Each combination reviews its own language. Before it starts, the owner sets the three
 * pages up as the journey needs them, whatever earlier runs left: three strings of the
 * first and third pages to review, and of the second only two (the rest accepted), so the
 * reviewer's two accepts finish it. Afterwards the owner puts the two edited strings' text back.
 */

const OWNER_INBOX = 'inbox@karlinlabs.cz'

async function panelProps(page: Page): Promise<{ strings: PanelString[]; csrf: string; action: string; pages: { value: string }[] }> {
  const props = await page.locator('[data-island="review-panel"] > script[type="application/json"]').textContent()
  return JSON.parse(props ?? '{}') as { strings: PanelString[]; csrf: string; action: string; pages: { value: string }[] }
}

/** Strings only this page shows as text (not the header's and footer's), one line without slots, not legal text: the journey's to pick. */
function ownOf(strings: readonly PanelString[]): PanelString[] {
  return strings.filter(
    (item) =>
      item.visible &&
      item.places.length === 1 &&
      !item.places.includes('Every page: header and footer') &&
      item.translation &&
      !/[{\n]/.test(item.translation) &&
      !isLegalText(item.english),
  )
}

/** Focus is on something, never the body, once what the last action started has settled. */
async function focusHeld(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true)
}

/** Focuses a control and presses a key on it, as a keyboard user reaches and uses it. */
async function press(page: Page, target: ReturnType<Page['locator']>, key = 'Enter'): Promise<void> {
  await target.focus()
  await page.keyboard.press(key)
}

// The target language differs per setting, so the two journeys never meet each other's rows.
const journeys = JOURNEY_SETTINGS.map(([lang, size, viewport]) => [lang, size, viewport, lang === 'en' ? 'sv' : 'pt'] as const)

for (const [lang, size, viewport, target] of journeys) {
  test(`an invited reviewer reviews three pages by keyboard and the owner (${lang}, ${size} px) sees the comment, the progress and the finish mail`, async ({
    browser,
    page,
    request,
  }) => {
    test.slow()
    await page.setViewportSize(viewport)
    const run = stamp()
    const name = `Reviewer ${run}`
    await signIn(page, lang)

    // The owner sets the three pages up (the first three in the picker's order).
    await page.goto(`/en/admin/review/${target}`)
    const { pages, csrf, action } = await panelProps(page)
    const paths = pages.slice(0, 3).map((item) => (item.value === '/' ? '' : item.value))
    const origin = new URL(page.url()).origin
    const act = async (intent: string, english: readonly string[], translation?: string) => {
      const form = new URLSearchParams({ csrf, intent })
      for (const text of english) form.append('english', text)
      if (translation !== undefined) form.set('translation', translation)
      const response = await page.request.post(action, {
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        data: form.toString(),
      })
      expect(response.ok()).toBe(true)
    }
    const chosen: PanelString[][] = []
    for (const [at, path] of paths.entries()) {
      await page.goto(`/en/admin/review/${target}${path}`)
      const { strings } = await panelProps(page)
      if (at === 1) {
        const pending = strings.filter((item) => !item.reviewed && item.translation !== null).map((item) => item.entry)
        if (pending.length) await act('accept-all', pending)
      }
      const own = ownOf(strings).slice(0, at === 1 ? 2 : 3)
      if (own.length < (at === 1 ? 2 : 3)) throw new Error(`too few strings of its own on ${target}${path}`)
      for (const item of own) if (item.reviewed || at === 1) await act('unlock', [item.entry])
      chosen.push(own)
    }
    const [first, second, third] = chosen as [PanelString[], PanelString[], PanelString[]]
    const edited = [first[2], third[0]] as [PanelString, PanelString]

    // The invitation.
    const link = await inviteReviewer(page, lang, name, target)

    const reviewerContext = await browser.newContext({ viewport })
    const reviewer = await reviewerContext.newPage()
    const t = (english: string) => inLanguage(target, english)
    try {
      await reviewer.goto(new URL(link).pathname)
      await press(reviewer, reviewer.getByRole('button', { name: t('Start reviewing') }))
      // A new page starts with focus at its start, as every page does; from here on the actions are the panel's.
      await expect(reviewer).toHaveURL(new RegExp(`/${target}/admin/translations/${target}$`))

      // Page one: two accepts, an edit whose draft survives a move away and back, a comment.
      await reviewer.goto(`/${target}/admin/review/${target}`)
      const island = reviewer.locator('[data-island="review-panel"]')
      await expect(island).toHaveAttribute('data-hydrated', 'true')
      const panel = reviewer.locator('#review-panel')
      const english = panel.locator('#review-english')
      const status = panel.getByRole('status').first()
      const ids = async (items: readonly PanelString[]) => {
        const { strings } = await panelProps(reviewer)
        return items.map((item) => strings.find((shown) => shown.entry === item.entry)?.id ?? -1)
      }
      const open = async (id: number, text: string) => {
        await press(reviewer, panel.locator(`[data-string="${id}"]`))
        await expect(english).toHaveText(text)
        await focusHeld(reviewer)
      }
      const accept = async () => {
        await press(reviewer, panel.getByRole('button', { name: t('Accept'), exact: true }))
        await expect(status).toHaveText(t('Accepted as it is.'))
        await focusHeld(reviewer)
      }
      const box = panel.getByRole('textbox', { name: t('Translation') })
      const type = async (text: string) => {
        await box.focus()
        await reviewer.keyboard.press('ControlOrMeta+a')
        await reviewer.keyboard.insertText(text)
      }
      const save = async () => {
        await press(reviewer, panel.getByRole('button', { name: t('Save and publish') }))
        await expect(status).toHaveText(t('Saved and published.'))
        await focusHeld(reviewer)
      }

      const [a, b, c] = await ids(first)
      await open(a as number, first[0]?.english ?? '')
      await accept()
      await open(b as number, first[1]?.english ?? '')
      await accept()
      await open(c as number, edited[0].english)
      const draft = `${edited[0].translation} (${run})`
      await type(draft)
      await open(a as number, first[0]?.english ?? '')
      await open(c as number, edited[0].english)
      await expect(box).toHaveValue(draft)
      await save()

      const comment = `Zkontrolujte prosím tento text ${run}`
      await open(a as number, first[0]?.english ?? '')
      const comments = panel.locator('details').filter({ has: reviewer.locator('summary', { hasText: t('Comments') }) })
      await press(reviewer, comments.locator('summary'))
      await comments.getByRole('textbox', { name: t('Add a comment') }).focus()
      await reviewer.keyboard.insertText(comment)
      await press(reviewer, comments.getByRole('button', { name: t('Post comment') }))
      await expect(comments.getByRole('status')).toHaveText(t('Comment posted.'))
      await focusHeld(reviewer)

      // Page two, through the picker: its two strings left, and it is finished.
      const picker = panel.getByRole('combobox', { name: t('Page to review') })
      await picker.focus()
      await reviewer.keyboard.press('ArrowDown')
      await expect(picker).toHaveValue(pages[1]?.value ?? '')
      await press(reviewer, panel.getByRole('button', { name: t('Open'), exact: true }))
      await expect(reviewer).toHaveURL(new RegExp(`/${target}/admin/review/${target}${paths[1]}$`))
      await expect(island).toHaveAttribute('data-hydrated', 'true')
      const [d] = await ids(second)
      await open(d as number, second[0]?.english ?? '')
      await accept()
      // Accept moved on to the page's other string.
      await expect(english).toHaveText(second[1]?.english ?? '')
      await accept()

      // Page three, through "Next string to review", opened at a string to review.
      await press(reviewer, panel.getByRole('link', { name: t('Next string to review') }))
      await expect(reviewer).toHaveURL(new RegExp(`/${target}/admin/review/${target}${paths[2]}\\?string=`))
      await expect(island).toHaveAttribute('data-hydrated', 'true')
      await focusHeld(reviewer)
      const [e, f] = await ids(third)
      await open(e as number, edited[1].english)
      await type(`${edited[1].translation} (${run})`)
      await save()
      await open(f as number, third[1]?.english ?? '')
      await accept()

      // The owner sees the comment, the progress and the finish, and has the mail.
      await page.goto(`/${lang}/admin`)
      const news = page.locator('section').filter({ has: page.getByRole('heading', { name: inLanguage(lang, 'Comments waiting for you') }) })
      await expect(news).toContainText(comment)
      // Five accepted and two edited: seven strings reviewed, on the Reviewers card.
      await page.goto(`/${lang}/admin/translations`)
      await expect(page.locator('li').filter({ hasText: name })).toContainText(
        fill(inLanguage(lang, '{count, plural, one {# string reviewed} other {# strings reviewed}}'), { count: 7 }, lang),
      )
      // The finish mail goes out after the answer (waitUntil): on a busy CI machine that took over 20 s once.
      await expect
        .poll(async () => (await sentMailsFor(request, OWNER_INBOX)).filter((mail) => mail.subject.includes(name)).length, { timeout: 60_000 })
        .toBeGreaterThan(0)
      const [mail] = (await sentMailsFor(request, OWNER_INBOX)).filter((sent) => sent.subject.includes(name))
      expect(mail?.subject).toContain('finished reviewing')
      expect(mail?.text).toContain(comment)
    } finally {
      await reviewerContext.close()
      // The edited strings' text back as it was, so the public pages read as before.
      for (const item of edited) if (item.translation) await act('save', [item.entry], item.translation)
    }
  })
}
