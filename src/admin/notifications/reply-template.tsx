import { fill } from '../../i18n/copy'
import { LANGUAGES, getLanguage } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { Card, Field, FormTokens, SubmitButton } from '../frame/ui'
import type { ReplyTemplate } from '../inbox/reply'

export interface ReplyTemplateProps {
  /** The visitor's language the template is for. */
  language: LanguageCode
  /** What the fields hold: the saved template, the default, or what was typed and refused. */
  template: ReplyTemplate
  /** The language has no template of the owner's: Reply uses the default wording. */
  isDefault: boolean
  errors?: { subject?: string; body?: string }
}

/** The path of the reply template screen for a visitor's language. */
export function replyTemplateHref(lang: string, language?: LanguageCode): string {
  return `${localePath(lang, '/admin/reply-template')}${language ? `?language=${language}` : ''}`
}

/** The owner's wording for Reply: one template per visitor's language, each its own form, with a reset to the default. */
export function ReplyTemplateScreen({ language, template, isDefault, errors = {} }: ReplyTemplateProps) {
  const { copy, lang } = useConsole()
  // The intro names the placeholders as they are typed, braces and all.
  const placeholders = { name: '{name}', date: '{date}', brand: '{brand}', quote: '{quote}' }
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{fill(copy.replyTemplate.intro, placeholders)}</p>
      <nav aria-label={copy.replyTemplate.language}>
        <ul className="flex flex-wrap gap-2">
          {LANGUAGES.map(({ code, name }) => (
            <li key={code}>
              <a
                href={replyTemplateHref(lang, code)}
                aria-current={code === language ? 'page' : undefined}
                lang={code}
                className="current-marked inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 aria-[current=page]:border-blue-800 aria-[current=page]:bg-blue-800 aria-[current=page]:text-white"
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Card id="template-heading" title={getLanguage(language).name} icon="reply">
        {isDefault && <p className="mt-2 text-sm text-slate-700">{copy.replyTemplate.isDefault}</p>}
        <form method="post" className="mt-4 space-y-4">
          <FormTokens intent="save" />
          <input type="hidden" name="language" value={language} />
          <Field id="reply-subject" label={copy.replyTemplate.subject} error={errors.subject}>
            {(control) => <input {...control} name="subject" defaultValue={template.subject} lang={language} dir="auto" />}
          </Field>
          <Field id="reply-body" label={copy.replyTemplate.body} error={errors.body} focus={errors.body !== undefined && errors.subject === undefined}>
            {(control) => <textarea {...control} name="body" rows={8} defaultValue={template.body} lang={language} dir="auto" />}
          </Field>
          <SubmitButton kind="primary" icon="check">
            {copy.replyTemplate.save}
          </SubmitButton>
        </form>
        {!isDefault && (
          <form method="post" className="mt-3">
            <FormTokens intent="reset" />
            <input type="hidden" name="language" value={language} />
            <SubmitButton icon="refresh">{copy.replyTemplate.reset}</SubmitButton>
          </form>
        )}
      </Card>
    </div>
  )
}
