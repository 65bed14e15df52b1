/**
 * The translation engine as this Worker's settings configure it: the D1 and KV bindings,
 * the provider chain and the page's wait, handed to `createEngine` so the engine itself
 * never reads `Env`. One per env object.
 */
import { settings } from './settings'
import { createEngine } from './translation'
import type { Engine } from './translation'

const engines = new WeakMap<Env, Engine>()

export function translationEngine(env: Env): Engine {
  let engine = engines.get(env)
  if (!engine) {
    const { providers, timeoutMs } = settings(env).translation
    engine = createEngine({ db: env.DB, kv: env.CACHE, providers, timeoutMs })
    engines.set(env, engine)
  }
  return engine
}
