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
 */
export const ISLAND_ATTR = 'data-island'
export const ISLAND_ID_ATTR = 'data-island-id'
export const ISLAND_LOAD_ATTR = 'data-load'
export const ISLAND_ROOT_ATTR = 'data-island-root'
/** Set on the island element once React has hydrated it; tests wait for it. */
export const HYDRATED_ATTR = 'data-hydrated'

/**
 * When an island's code loads: `eager` at once, `idle` when the browser is idle,
 * `visible` when it scrolls into view, `interaction` when the visitor first does
 * something: points at, focuses or touches the island, scrolls or presses a key.
 * Islands that work with CSS alone until then (menus, the header) use `interaction`,
 * so a page that is only read costs no JavaScript.
 */
export type IslandLoad = 'eager' | 'idle' | 'visible' | 'interaction'

/** The islands that exist; the client maps each name to a lazily imported module. */
export type IslandName = 'site-header' | 'use-case-menu' | 'service-cards' | 'roi-calculator' | 'contact-form'
