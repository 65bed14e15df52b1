/**
 * Plural-aware copy in the ICU message style: `{days, plural, one {# day} other {# days}}`.
 * A branch is chosen with `Intl.PluralRules` for the page's language and the actual
 * number (decimals included: 0.6 is "many" in Czech), and `#` becomes the number
 * formatted for the language. Pure, so islands, the engine and the tools share it.
 */

import { countOf, formatSlot, pluralRules } from './numbers'
import type { SlotValue } from './numbers'

export interface PluralMessage {
  /** Text before and after the plural block. */
  before: string
  after: string
  /** The name of the number that chooses the branch. */
  arg: string
  /** Branch selector (`one`, `few`, `=0` …) → branch text, in source order. */
  branches: ReadonlyMap<string, string>
}

/** `{arg, plural, one {…} other {…}}`: branch texts may hold `{slot}`s but no other braces. */
const BLOCK = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g

/** The plural block of a template, or null when it has none (or it is malformed). */
export function parsePlural(template: string): PluralMessage | null {
  const block = BLOCK.exec(template)
  if (!block) return null
  const branches = new Map([...(block[2] as string).matchAll(BRANCH)].map((branch) => [branch[1] as string, branch[2] as string]))
  if (!branches.has('other')) return null
  return { before: template.slice(0, block.index), after: template.slice(block.index + block[0].length), arg: block[1] as string, branches }
}

/** The template again from its parts. */
export function formatPlural(message: PluralMessage): string {
  const branches = [...message.branches].map(([selector, text]) => `${selector} {${text}}`).join(' ')
  return `${message.before}{${message.arg}, plural, ${branches}}${message.after}`
}

/** The categories a language's plural rules use (`cs`: one, few, many, other). */
export function pluralCategories(locale: string): string[] {
  return pluralRules(locale).resolvedOptions().pluralCategories as string[]
}

/** The branch for a number: an exact `=n` first, then the language's category, then `other`. */
export function chooseBranch(message: PluralMessage, value: number, locale: string): string {
  const exact = message.branches.get(`=${value}`)
  if (exact !== undefined) return exact
  const category = pluralRules(locale).select(value)
  return message.branches.get(category) ?? message.branches.get('other') ?? ''
}

/**
 * Fills `{name}` slots and a plural block for a locale: numbers are written for it
 * (`0,6` in Czech, `%40` in Turkish) and the plural branch follows its rules.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, SlotValue>>, locale: string): string {
  let text = template
  const plural = parsePlural(template)
  const count = plural ? values[plural.arg] : undefined
  if (plural && count !== undefined) {
    const branch = chooseBranch(plural, countOf(count), locale).replace(/#/g, formatSlot(count, locale))
    text = plural.before + branch + plural.after
  }
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? formatSlot(values[name] as SlotValue, locale) : slot))
}
