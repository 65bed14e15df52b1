/**
 * The Worker's bindings for command-line tools, through wrangler's `getPlatformProxy`:
 * local D1 and KV (the same files `npm start` uses) or, with `remote`, the account's
 * real ones. The queries are the Worker's own typed functions.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getPlatformProxy, unstable_readConfig } from 'wrangler'

export interface Platform {
  env: Env
  dispose(): Promise<void>
}

/**
 * Local bindings, or remote ones: wrangler reaches a binding remotely when its config
 * says `remote = true`, so remote runs use a copy of the config with that set on D1 and KV.
 */
export async function platform({ remote }: { remote: boolean }): Promise<Platform> {
  process.env.WRANGLER_SEND_METRICS ??= 'false'
  let configPath = 'wrangler.toml'
  if (remote) {
    const config = unstable_readConfig({ config: configPath })
    const dir = join('.wrangler', 'remote')
    mkdirSync(dir, { recursive: true })
    configPath = join(dir, 'wrangler.json')
    writeFileSync(
      configPath,
      JSON.stringify({
        name: config.name,
        compatibility_date: config.compatibility_date,
        d1_databases: config.d1_databases.map((database: object) => ({ ...database, remote: true })),
        kv_namespaces: config.kv_namespaces.map((namespace: object) => ({ ...namespace, remote: true })),
      }),
    )
  }
  const proxy = await getPlatformProxy<Env>({ configPath, remoteBindings: remote })
  return { env: proxy.env, dispose: () => proxy.dispose() }
}
