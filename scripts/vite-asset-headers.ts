import type { Plugin } from 'vite'
import { assetHeadersFile } from '../src/platform/headers.ts'

/**
 * Writes the static assets' `_headers` file into the client build, from the same
 * values the Worker sends, so files the platform serves without running the Worker
 * carry the same security headers.
 */
export function assetHeaders(): Plugin {
  return {
    name: 'asset-headers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: assetHeadersFile() })
    },
  }
}
