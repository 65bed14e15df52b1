import { app } from './app'
import { contactMaintenance } from './contact/scheduled'

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    await contactMaintenance(env, ctx)
  },
} satisfies ExportedHandler<Env>
