/**
 * What the command-line tools (scripts/translations.ts) use from the engine, in one
 * module: they load it through Vite's module runner, so they translate, check and key
 * texts exactly as the Worker does.
 */
export { siteStrings } from './catalog'
export { mayStayUnchanged, rejection, skipReason } from './checks'
export { Breakers, translateTexts } from './engine'
export { providersFromConfig } from './providers'
export { hashStrings, languageStateKey, translationKey } from './store'
export { LANGUAGES } from '../lib/languages'
