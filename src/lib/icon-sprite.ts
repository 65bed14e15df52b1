// Written by `npm run icons` (scripts/icon-sprite.ts) from src/lib/icons.ts; do not edit.
export const ICON_SPRITE_URL = '/icons.svg?v=f802bfb84c'
