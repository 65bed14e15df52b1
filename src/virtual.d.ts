/** Built by the `client-assets` plugin in vite.config.ts from the client build's manifest. */
declare module 'virtual:client-assets' {
  export interface ClientAssets {
    /** Stylesheets every page links. */
    css: readonly string[]
    /** Module scripts every page loads: the one that finds and hydrates islands (and, in development, React's refresh preamble). */
    scripts: readonly string[]
    /** The stylesheet's font files, by their name in the font package, to their hashed URLs. */
    fonts: Readonly<Record<string, string>>
    /** Served by `vite dev`, which injects inline styles and scripts. */
    dev: boolean
  }
  export const clientAssets: ClientAssets
}
