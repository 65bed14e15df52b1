/**
 * Draws public/flags.svg, the flags of the language list in one file: the circular
 * flags of the `circle-flags` package, only those the 18 languages use (`flag` in
 * src/lib/languages.ts), stacked, each with a `<view>` named by its country code, so
 * `<img src="/flags.svg#cz">` shows the Czech flag. Emoji flags depend on the
 * visitor's fonts (Windows shows letter pairs, Linux often empty boxes); these look
 * the same everywhere and cost one request, made when the list is first shown.
 *
 * Run it again after the languages change:
 *
 *   node scripts/flag-sprite.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LANGUAGES } from '../src/lib/languages.ts'

export const SPRITE_PATH = 'public/flags.svg'
const SIZE = 512

/** The sprite for these countries, given each flag's SVG source. */
export function flagSprite(flags: readonly { country: string; svg: string }[]): string {
  const parts = flags.map(({ country, svg }, index) => {
    const match = /^<svg[^>]*viewBox="0 0 512 512"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg.trim())
    if (!match?.[1]) throw new Error(`The flag of ${country} is not a 512 × 512 SVG`)
    // Every flag names its mask "a": give each flag's ids its own prefix.
    const body = match[1].replace(/\b(id="|url\(#|href="#)([\w-]+)/g, (_, lead: string, id: string) => `${lead}${country}-${id}`)
    const y = index * SIZE
    return `<view id="${country}" viewBox="0 ${y} ${SIZE} ${SIZE}"/><svg y="${y}" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${flags.length * SIZE}">\n${parts.join('\n')}\n</svg>\n`
}

/** The sprite of the site's languages, from the installed flag set. */
export function siteFlagSprite(): string {
  const countries = [...new Set(LANGUAGES.map((language) => language.flag))]
  return flagSprite(countries.map((country) => ({ country, svg: readFileSync(`node_modules/circle-flags/flags/${country}.svg`, 'utf8') })))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_PATH, siteFlagSprite())
  console.log(`Wrote ${SPRITE_PATH}`)
}
