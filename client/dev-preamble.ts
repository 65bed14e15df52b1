// Development only (`npm run dev`): what @vitejs/plugin-react normally inlines into
// index.html so Fast Refresh works. The CSP forbids inline scripts, so it is a module.
// @ts-expect-error: served by Vite's dev server, not a file
import RefreshRuntime from '/@react-refresh'

RefreshRuntime.injectIntoGlobalHook(window)
Object.assign(window, {
  $RefreshReg$: () => {},
  $RefreshSig$: () => (type: unknown) => type,
  __vite_plugin_react_preamble_installed__: true,
})
