import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { iconSprite, SPRITE_PATH, URL_MODULE_PATH } from '../../scripts/icon-sprite.ts'
import { ICONS } from '../../src/lib/icons.ts'

describe('the icon sprite', () => {
  it('is what `npm run icons` writes from the icon list, with a URL that changes with it', async () => {
    const { sprite, urlModule } = await iconSprite()
    expect(readFileSync(SPRITE_PATH, 'utf8'), 'public/icons.svg is stale: run npm run icons').toBe(sprite)
    expect(readFileSync(URL_MODULE_PATH, 'utf8'), 'src/lib/icon-sprite.ts is stale: run npm run icons').toBe(urlModule)
  })

  it('draws every key of the list, and only those', async () => {
    const { sprite } = await iconSprite()
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
    expect(ids.sort()).toEqual(Object.keys(ICONS).sort())
  })
})
