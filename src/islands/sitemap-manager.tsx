import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import type { adminCopy } from '../copy/admin'
import type { Localized } from '../i18n/copy'
import { fill } from '../i18n/copy'
import { announce } from '../lib/announce'
import type { LanguageCode } from '../lib/languages'
import { Icon } from './ui/icon'

/** The last generation, as the server reports it (its time already formatted for the console's language). */
export interface SitemapGenerationView {
  success: boolean
  urlCount: number
  generatedAt: string
  error: string | null
}

export interface SitemapManagerProps {
  copy: Localized<typeof adminCopy.sitemap>
  lang: LanguageCode
  csrf: string
  action: string
  downloadUrl: string
  sitemapUrl: string
  last: SitemapGenerationView | null
}

/**
 * The sitemap manager: "Generate Sitemap", then the URL count, the time, how to submit
 * it and a download, or what went wrong. Without JavaScript the same form posts and the
 * console comes back with the result; with it, the result appears in place.
 *
 * The button keeps focus throughout: while working it is only marked busy
 * (`aria-disabled`) and ignores further presses, because a disabled button drops focus to
 * the page. "Generating..." and then the outcome are said once each through the console's
 * status region; a failure is an alert.
 */
export default function SitemapManager({ copy, lang, csrf, action, downloadUrl, sitemapUrl, last }: SitemapManagerProps) {
  const [generating, setGenerating] = useState(false)
  const [result, setResult] = useState<SitemapGenerationView | null>(last)
  const busy = useRef(false)

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    setGenerating(true)
    announce(copy.generating)
    let generation: SitemapGenerationView
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, lang }),
      })
      const body = (await response.json().catch(() => null)) as Partial<SitemapGenerationView> | null
      generation = {
        success: response.ok && body?.success === true,
        urlCount: body?.urlCount ?? 0,
        generatedAt: body?.generatedAt ?? '',
        error: body?.error ?? null,
      }
    } catch (error) {
      generation = { success: false, urlCount: 0, generatedAt: '', error: error instanceof Error && error.message ? error.message : null }
    }
    busy.current = false
    setGenerating(false)
    setResult(generation)
    if (generation.success) announce(`${copy.success}. ${fill(copy.urlCount, { count: generation.urlCount }, lang)}`)
  }

  return (
    <div>
      <form method="post" action={action} onSubmit={generate}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="lang" value={lang} />
        <button
          type="submit"
          aria-disabled={generating ? 'true' : undefined}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-transparent bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 aria-disabled:cursor-wait aria-disabled:bg-blue-800"
        >
          {generating ? <Icon name="spinner" className="size-5 shrink-0 animate-spin" /> : <Icon name="refresh" className="size-5 shrink-0" />}
          {generating ? copy.generating : copy.generate}
        </button>
      </form>
      <div className="mt-5">
        {result?.success && (
          <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 sm:p-5">
            <p className="flex items-center gap-2 font-semibold text-emerald-900">
              <Icon name="check-circle" className="size-5 shrink-0" />
              {copy.success}
            </p>
            <p className="mt-2 text-sm text-emerald-900">
              <span data-testid="sitemap-url-count">{fill(copy.urlCount, { count: result.urlCount }, lang)}</span> ·{' '}
              {fill(copy.generatedAt, { time: result.generatedAt })}
            </p>
            <a
              href={downloadUrl}
              download="sitemap.xml"
              className="mt-4 inline-flex min-h-10 items-center gap-2 rounded-lg border border-emerald-400 bg-white px-4 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-100"
            >
              <Icon name="download" className="size-4 shrink-0" />
              {copy.download}
            </a>
            <h3 className="mt-5 text-sm font-semibold text-slate-900">{copy.instructionsTitle}</h3>
            <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-slate-700">
              {copy.instructions.map((step) => (
                <li key={step} className="[overflow-wrap:anywhere]">
                  {fill(step, { url: sitemapUrl })}
                </li>
              ))}
            </ol>
          </div>
        )}
        {result && !result.success && (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 sm:p-5">
            <p className="flex items-center gap-2 font-semibold">
              <Icon name="warning" className="size-5 shrink-0" />
              {copy.failed}
            </p>
            <p className="mt-2 text-sm [overflow-wrap:anywhere]">{result.error || copy.unknownError}</p>
          </div>
        )}
        {!result && !generating && <p className="text-sm text-slate-700">{copy.never}</p>}
      </div>
    </div>
  )
}
