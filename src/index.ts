import { app } from './app'
import { settings } from './settings'
import { contactMaintenance } from './contact/scheduled'
import { drainUnreadBody } from './platform/body'

export default {
  /**
   * Every request goes through the app; a local run then reads what the app left of the
   * body, whatever answered (a route, a middleware's early 405, the error handler).
   */
  async fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const response = await app.fetch(request, env, ctx)
    if (settings(env).localRun) await drainUnreadBody(request)
    return response
  },
  async scheduled(_controller, env, ctx) {
    await contactMaintenance(env, ctx)
    // The console's code loads here, not at startup: a visitor's isolate never compiles it.
    const { adminMaintenance } = await import('./admin/scheduled')
    await adminMaintenance(env)
  },
} satisfies ExportedHandler<Env>
