/**
 * The Worker's bindings for command-line tools, through wrangler's `getPlatformProxy`:
 * local D1 and KV (the same files `npm start` uses, or those in `persistTo`) or, with `remote`, the account's
 * real ones. The queries are the Worker's own typed functions.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getPlatformProxy, unstable_readConfig } from 'wrangler'
import { CHILD_ENV } from '../run.ts'

/**
 * Ids of resources wrangler created on the first deploy, for a config that does not
 * name them yet (wrangler writes them into wrangler.toml only when it can ask).
 */
function d1Id(name: string): string {
  const info = JSON.parse(wranglerOutput(['d1', 'info', name, '--json'])) as { uuid?: string }
  if (!info.uuid) throw new Error(`D1 database ${name} not found in your account`)
  return info.uuid
}

function kvId(title: string): string {
  const namespaces = JSON.parse(wranglerOutput(['kv', 'namespace', 'list'])) as { id: string; title: string }[]
  const found = namespaces.find((namespace) => namespace.title === title)
  if (!found) throw new Error(`KV namespace ${title} not found in your account: put its id into wrangler.toml`)
  return found.id
}

function wranglerOutput(args: readonly string[]): string {
  const result = spawnSync('wrangler', args, { encoding: 'utf8', env: CHILD_ENV })
  if (result.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed: ${result.stderr}`)
  return result.stdout.slice(result.stdout.search(/[[{]/))
}

export interface Platform {
  env: Env
  dispose(): Promise<void>
}

/**
 * Local bindings, or remote ones: wrangler reaches a binding remotely when its config
 * says `remote = true`, so remote runs use a copy of the config with that set on D1 and KV.
 */
export async function platform({ remote, persistTo }: { remote: boolean; persistTo?: string }): Promise<Platform> {
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
        d1_databases: config.d1_databases.map((database: { binding: string; database_name?: string; database_id?: string }) => ({
          ...database,
          database_id: database.database_id ?? d1Id(database.database_name ?? `${config.name}-${database.binding.toLowerCase()}`),
          remote: true,
        })),
        kv_namespaces: config.kv_namespaces.map((namespace: { binding: string; id?: string }) => ({
          ...namespace,
          id: namespace.id ?? kvId(`${config.name}-${namespace.binding.toLowerCase()}`),
          remote: true,
        })),
      }),
    )
  }
  // A local state folder of its own (`--persist-to`, as wrangler's commands take it): wrangler keeps its files under `v3`.
  const persist = persistTo ? { persist: { path: join(persistTo, 'v3') } } : {}
  const proxy = await getPlatformProxy<Env>({ configPath, remoteBindings: remote, ...persist })
  return { env: proxy.env, dispose: () => proxy.dispose() }
}
