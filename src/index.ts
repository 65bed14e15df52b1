import { adminMaintenance } from './admin/scheduled'
import { app } from './app'
import { contactMaintenance } from './contact/scheduled'

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    await contactMaintenance(env, ctx)
    await adminMaintenance(env)
  },
} satisfies ExportedHandler<Env>
