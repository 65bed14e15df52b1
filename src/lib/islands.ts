/**
 * The island protocol, defined once. The server renders an island's markup inside
 * an element that names it, with its props beside it as a JSON data block; the
 * browser finds those elements, loads the island's module, hydrates it and marks it.
 *
 * ```html
 * <div data-island="site-header" data-island-id="R1" data-load="eager">
 *   <script type="application/json">{"lang":"en"}</script>
 *   <div data-island-root>…server-rendered markup…</div>
 * </div>
 * ```
 *
 * Nothing a visitor does before an island hydrates is lost. Any pointer, touch, key,
 * focus or input event on an island starts loading it at once, whatever its load
 * condition. A click on one of its buttons (mouse, touch, or Enter and Space, which
 * click a button) and Escape are held back while it loads and carried out once it has
 * hydrated; meanwhile the island carries `data-pending`, which the stylesheet shows
 * on the focused button. What the browser does by itself is left alone: links
 * navigate, popovers open, and text typed, options chosen and boxes ticked stay in
 * the form, where islands read them from the DOM instead of overwriting them.
 */
export const ISLAND_ATTR = 'data-island'
export const ISLAND_ID_ATTR = 'data-island-id'
export const ISLAND_LOAD_ATTR = 'data-load'
export const ISLAND_ROOT_ATTR = 'data-island-root'
/**
 * Set on the island element once React has hydrated it (`true`; tests wait for it), or
 * to `failed` when its code could not load: the page then keeps working as plain HTML.
 */
export const HYDRATED_ATTR = 'data-hydrated'
/** Set on the island element while an interaction waits for it to hydrate. */
export const PENDING_ATTR = 'data-pending'
/**
 * The controls whose clicks wait for hydration. Links and popover buttons are left
 * to the browser, which handles them without JavaScript.
 */
export const DEFERRED_CONTROLS = 'button:not([popovertarget]),[role="button"]'

/**
 * When an island's code loads on its own: `eager` at once, `idle` when the browser is
 * idle, `visible` when it comes near the viewport, `interaction` when the visitor first
 * does something: points at, focuses or touches the island, scrolls or presses a key.
 * Islands that work with CSS alone until then (menus, the header) use `interaction`,
 * so a page that is only read costs no JavaScript.
 */
export type IslandLoad = 'eager' | 'idle' | 'visible' | 'interaction'

/**
 * The islands that exist, named once: each is the default export of `src/islands/<name>.tsx`,
 * which the client finds by that name (`client/islands.ts`).
 */
export const ISLAND_NAMES = [
  'site-header',
  'use-case-menu',
  'service-cards',
  'contact-form',
  'sitemap-manager',
  'review-panel',
  'console-language-menu',
  'inbox-shortcuts',
  'unsaved-guard',
  'copy-link',
] as const
export type IslandName = (typeof ISLAND_NAMES)[number]
