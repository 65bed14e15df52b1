import { useState } from 'react'
import type { FormEvent } from 'react'
import type { adminCopy } from '../copy/admin'
import type { Localized } from '../i18n/copy'
import { fill } from '../i18n/copy'
import type { LanguageCode } from '../lib/languages'
import { Icon } from './ui/icon'

/** The last generation, as the server reports it (its time already formatted for the admin's language). */
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

type State = { kind: 'idle' } | { kind: 'generating' } | { kind: 'done'; generation: SitemapGenerationView }

/**
 * The sitemap manager: "Generate Sitemap", then the URL count, the time, how to submit
 * it and a download, or what went wrong. Without JavaScript the same form posts and the
 * page reloads with the result; with it, the result appears in place.
 */
export default function SitemapManager({ copy, lang, csrf, action, downloadUrl, sitemapUrl, last }: SitemapManagerProps) {
  const [state, setState] = useState<State>(last ? { kind: 'done', generation: last } : { kind: 'idle' })

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.kind === 'generating') return
    setState({ kind: 'generating' })
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
    setState({ kind: 'done', generation })
  }

  const generating = state.kind === 'generating'
  const result = state.kind === 'done' ? state.generation : null
  return (
    <div>
      <form method="post" action={action} onSubmit={generate}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="lang" value={lang} />
        <button
          type="submit"
          disabled={generating}
          className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:cursor-wait disabled:opacity-70"
        >
          {generating ? <Icon name="spinner" className="size-5 animate-spin" /> : <Icon name="refresh" className="size-5" />}
          {generating ? copy.generating : copy.generate}
        </button>
      </form>
      <div aria-live="polite" className="mt-5">
        {result?.success && (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-5">
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
              className="mt-4 inline-flex items-center gap-2 rounded-lg border border-emerald-300 bg-white px-4 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-100"
            >
              <Icon name="download" className="size-4" />
              {copy.download}
            </a>
            <h3 className="mt-5 text-sm font-semibold text-slate-900">{copy.instructionsTitle}</h3>
            <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-slate-700">
              {copy.instructions.map((step) => (
                <li key={step}>{fill(step, { url: sitemapUrl })}</li>
              ))}
            </ol>
          </div>
        )}
        {result && !result.success && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
            <p className="flex items-center gap-2 font-semibold">
              <Icon name="warning" className="size-5 shrink-0" />
              {copy.failed}
            </p>
            <p className="mt-2 text-sm">{result.error || copy.unknownError}</p>
          </div>
        )}
        {!result && !generating && <p className="text-sm text-slate-600">{copy.never}</p>}
      </div>
    </div>
  )
}
