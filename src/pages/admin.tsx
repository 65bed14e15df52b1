import { LoginScreen } from '../admin/login-screen'
import { adminPageCopy } from '../copy'
import type { PageDefinition } from './types'

/**
 * The admin route as the page table knows it: the password gate. The admin area's own
 * routes (src/admin/routes.ts) answer `/{lang}/admin` first and show the panel to a
 * signed-in owner.
 */
export const adminPage: PageDefinition = { ...adminPageCopy, noindex: true, Component: () => <LoginScreen /> }
