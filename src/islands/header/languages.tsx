import type { MouseEvent } from 'react'
import { Icon } from '../ui/icon'
import type { Localized } from '../../i18n/copy'
import type { shellCopy } from '../../copy/shell'
import type { LanguageCode } from '../../lib/languages'
import { localePath, switchLanguagePath } from '../../lib/routes'

export interface LanguageOption {
  code: LanguageCode
  name: string
  /** The country whose flag stands for the language, an id in `/flags.svg`. */
  flag: string
  /** True while the translation service is down and this language is not fully cached. */
  unavailable: boolean
}

/** The language menu's list: a link per language (an unavailable one greyed out), and a notice while translation is down. */
export function LanguageList({
  lang,
  path,
  languages,
  copy,
  translationUnavailable,
  onLanguageClick,
}: {
  lang: LanguageCode
  /** The path below the language segment, kept when the language changes. */
  path: string
  languages: readonly LanguageOption[]
  copy: Localized<Pick<typeof shellCopy, 'language'>>
  translationUnavailable: boolean
  onLanguageClick: (code: LanguageCode) => (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  return (
    <>
      {translationUnavailable && (
        <p role="status" className="mb-1 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Icon name="warning" className="size-4 shrink-0" />
          {copy.language.unavailableNotice}
        </p>
      )}
      <ul className="flex flex-col">
        {languages.map((language) => (
          <li key={language.code}>
            {language.unavailable ? (
              <span aria-disabled="true" lang={language.code} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-500">
                <Flag country={language.flag} />
                {language.name}
                <span className="ms-auto text-xs" lang={lang}>
                  {copy.language.unavailable}
                </span>
              </span>
            ) : (
              <a
                href={switchLanguagePath(localePath(lang, path), language.code)}
                hrefLang={language.code}
                lang={language.code}
                aria-current={language.code === lang ? 'true' : undefined}
                onClick={onLanguageClick(language.code)}
                className="lang-item"
              >
                <Flag country={language.flag} />
                {language.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * A flag from the site's sprite (`/flags.svg`, one view per country, drawn by
 * `scripts/flag-sprite.ts`): the same picture on every system, loaded only when the
 * list is first shown. The language's name beside it says what it means.
 */
function Flag({ country }: { country: string }) {
  return <img src={`/flags.svg#${country}`} alt="" width={20} height={20} loading="lazy" decoding="async" className="size-5 shrink-0 rounded-full" />
}
