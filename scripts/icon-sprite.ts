/**
 * Writes public/icons.svg, one `<symbol>` per key of src/lib/icons.ts drawn from the
 * Lucide icon set, and src/lib/icon-sprite.ts, the sprite's URL with a content hash so
 * a changed sprite is never mixed with an old one from a cache. Run it after changing
 * the icon list:
 *
 *   npm run icons
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ICONS } from '../src/lib/icons.ts'

export const SPRITE_PATH = 'public/icons.svg'
export const URL_MODULE_PATH = 'src/lib/icon-sprite.ts'

type IconNode = readonly (readonly [string, Record<string, string>])[]

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function symbol(id: string, node: IconNode): string {
  const children = node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
      .join('')
    return `<${tag}${attrs}/>`
  })
  return `<symbol id="${id}" viewBox="0 0 24 24">${children.join('')}</symbol>`
}

/** The sprite and the module naming its URL, for the installed Lucide version. */
export async function iconSprite(): Promise<{ sprite: string; urlModule: string }> {
  const symbols: string[] = []
  for (const [key, lucideName] of Object.entries(ICONS)) {
    const icon = (await import(`lucide-react/icons/${lucideName}`)) as { __iconData: { node: IconNode } }
    symbols.push(symbol(key, icon.__iconData.node))
  }
  // The license travels with the drawings.
  const license = readFileSync('node_modules/lucide-react/LICENSE', 'utf8').split('\n').filter(Boolean).slice(0, 2).join('; ')
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (lucide.dev): ${license} -->\n${symbols.join('\n')}\n</svg>\n`
  const version = createHash('sha256').update(sprite).digest('hex').slice(0, 10)
  const urlModule = `// Written by \`npm run icons\` (scripts/icon-sprite.ts) from src/lib/icons.ts; do not edit.\nexport const ICON_SPRITE_URL = '/icons.svg?v=${version}'\n`
  return { sprite, urlModule }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { sprite, urlModule } = await iconSprite()
  writeFileSync(SPRITE_PATH, sprite)
  writeFileSync(URL_MODULE_PATH, urlModule)
  console.log(`Wrote ${SPRITE_PATH} (${Object.keys(ICONS).length} icons, ${sprite.length} bytes) and ${URL_MODULE_PATH}`)
}
