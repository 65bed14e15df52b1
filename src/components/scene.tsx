import { Icon } from '../islands/ui/icon'
import { Logo } from '../islands/ui/logo'
import type { Scene as SceneCopy } from '../copy/landing/types'
import type { Localized } from '../i18n/copy'
import { SITE } from '../lib/site'

/**
 * A picture of the assistant at work, drawn in HTML from translated copy: a
 * conversation, a flow of steps or a form being filled in, and its outcome. The text
 * is real and read like any other; the shapes around it are decoration. Logical
 * properties only (start, end), so it mirrors itself in Arabic.
 */
export function Scene({ scene, status }: { scene: Localized<SceneCopy>; status?: string }) {
  return (
    <div className="relative mx-auto w-full max-w-md">
      {/* Two soft discs of the palette behind the card. */}
      <span aria-hidden="true" className="absolute -end-6 -top-6 size-40 rounded-full bg-coral-200/60 blur-2xl" />
      <span aria-hidden="true" className="absolute -bottom-8 -start-8 size-48 rounded-full bg-brand-200/70 blur-2xl" />
      <figure data-scene={scene.kind} className="relative rounded-3xl border border-slate-200 bg-white p-4 shadow-xl shadow-brand-900/10 sm:p-5">
        <div className="flex items-center gap-3 border-b border-slate-100 pb-3">
          <Logo className="size-9 shrink-0" />
          <div className="min-w-0">
            <p className="font-semibold text-slate-950">{scene.title}</p>
            <p className="flex items-center gap-1.5 text-xs font-semibold text-teal-700">
              <span aria-hidden="true" className="size-2 rounded-full bg-teal-500" />
              {status ?? SITE.assistant}
            </p>
          </div>
        </div>
        <SceneBody scene={scene} />
        <figcaption className="mt-4 flex items-center gap-2 rounded-xl bg-teal-50 px-3 py-2 text-xs font-semibold text-teal-800">
          <Icon name="check-circle" className="size-4 shrink-0" />
          {scene.outcome}
        </figcaption>
      </figure>
    </div>
  )
}

function SceneBody({ scene }: { scene: Localized<SceneCopy> }) {
  switch (scene.kind) {
    case 'chat':
      return (
        <ul className="mt-4 space-y-2.5">
          {scene.messages.map((message) => (
            <li
              key={message.text}
              className={
                message.kind === 'customer'
                  ? 'ms-10 rounded-2xl rounded-se-sm bg-brand-600 px-3.5 py-2 text-sm text-white'
                  : 'me-10 rounded-2xl rounded-ss-sm bg-slate-100 px-3.5 py-2 text-sm text-slate-800'
              }
            >
              {message.text}
            </li>
          ))}
        </ul>
      )
    case 'flow':
      return (
        <ol className="mt-4">
          {scene.steps.map((step, index) => {
            const last = index === scene.steps.length - 1
            return (
              <li key={step} className="relative flex gap-3 pb-4 last:pb-0">
                {last ? null : <span aria-hidden="true" className="absolute start-3 top-7 -bottom-0 w-px -translate-x-1/2 bg-slate-200 rtl:translate-x-1/2" />}
                <span
                  aria-hidden="true"
                  className={`relative flex size-6 shrink-0 items-center justify-center rounded-full ${last ? 'bg-brand-600 text-white ring-4 ring-brand-100' : 'bg-teal-100 text-teal-700'}`}
                >
                  <Icon name={last ? 'sparkles' : 'check'} className="size-3.5" strokeWidth={2.5} />
                </span>
                <span className="pt-0.5 text-sm text-slate-800">{step}</span>
              </li>
            )
          })}
        </ol>
      )
    case 'form':
      return (
        <dl className="mt-4 space-y-2">
          {scene.fields.map((field) => (
            <div key={field.label} className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2">
              <div className="min-w-0 flex-1">
                <dt className="text-xs text-slate-600">{field.label}</dt>
                <dd className="text-sm font-semibold text-slate-900">{field.value}</dd>
              </div>
              <Icon name="check" className="size-4 shrink-0 text-teal-700" strokeWidth={2.5} />
            </div>
          ))}
        </dl>
      )
  }
}
