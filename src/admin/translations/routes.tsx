/**
 * The translation manager's routes: the overview with its reviewers and jobs (owner only),
 * one language's strings and a string's history with the actions that change them, and the
 * memory export. The handlers live beside this table, one file a screen.
 */
import { Hono } from 'hono/tiny'
import { database } from '../../db'
import { ENDPOINTS } from '../../lib/endpoints'
import { languageMemory, memoryFileText } from '../../translation'
import type { AdminEnv } from '../env'
import { consoleCopy } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { CONSOLE } from '../paths'
import { targetLanguage } from './queries'
import { renderCoverage, overviewAction } from './overview-page'
import { historyScreen, renderStrings } from './strings-page'
import { stringsAction } from './string-actions'

export const translationsRoutes = new Hono<AdminEnv>()

translationsRoutes.get(`${CONSOLE}/translations`, (c) => renderCoverage(c))
translationsRoutes.post(`${CONSOLE}/translations`, overviewAction)

translationsRoutes.get(`${CONSOLE}/translations/:target`, async function stringsScreen(c) {
  const code = targetLanguage(c.req.param('target'))
  if (!code) return refuseRequest(c, (await consoleCopy(c)).errors.unknownLanguage, undefined, 404)
  return renderStrings(c, code)
})
translationsRoutes.get(`${CONSOLE}/translations/:target/history`, historyScreen)
translationsRoutes.post(`${CONSOLE}/translations/:target`, stringsAction)
translationsRoutes.post(`${CONSOLE}/translations/:target/history`, stringsAction)

translationsRoutes.get(ENDPOINTS.adminTranslationsExport, async function memoryExport(c) {
  const target = targetLanguage(c.req.param('target'))
  if (!target) return refuseRequest(c, (await consoleCopy(c)).errors.unknownLanguage, undefined, 404)
  const memory = await languageMemory(database(c.env.DB), target)
  return c.body(memoryFileText(memory), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${target}.json"`,
  })
})
