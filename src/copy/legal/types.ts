import type { Text } from '../../i18n/copy'

/**
 * A legal document: sections of paragraphs and optional bullet lists. All strings are
 * English source copy and are translated like any other page.
 */
export interface LegalCopy {
  meta: { title: string; description: string }
  title: string
  intro: string
  sections: readonly LegalSection[]
}

export interface LegalSection {
  /** Stable anchor for the section, not translated. */
  id: string
  heading: string
  paragraphs: readonly Text[]
  items?: readonly string[]
  /** Paragraphs after the list. */
  after?: readonly string[]
}
