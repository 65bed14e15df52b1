import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/browser-imports').map((message) => message.message)
}

describe('the browser import allow-list in npm run lint', () => {
  it('fails an island that imports the contact store', async () => {
    const errors = await boundaryErrors('src/islands/probe.tsx', "import { saveSubmission } from '../messages/store'\nexport const probe = saveSubmission\n")
    expect(errors).toEqual([expect.stringContaining("'../messages/store' is not on the browser's import allow-list")])
  })

  it('fails shared pure code that reaches for a Worker-only module or a package not on the list', async () => {
    expect(await boundaryErrors('src/lib/probe.ts', "import { env } from 'cloudflare:workers'\nexport const probe = env\n")).toHaveLength(1)
    expect(await boundaryErrors('src/lib/probe.ts', "import { Hono } from 'hono'\nexport const probe = Hono\n")).toHaveLength(1)
  })

  it('fails a lazy import of server code from the client', async () => {
    expect(await boundaryErrors('client/probe.ts', "export const probe = () => import('../src/render')\n")).toHaveLength(1)
  })

  it('allows the shared modules, the listed packages and type-only imports', async () => {
    const code = [
      "import { useState } from 'react'",
      "import { LANGUAGES } from '../lib/languages'",
      "import { contactFieldsSchema } from '../lib/contact-schema'",
      "import type { homeCopy } from '../copy/home'",
      'export const probe = [useState, LANGUAGES, contactFieldsSchema] as const',
      'export type Probe = typeof homeCopy',
      '',
    ].join('\n')
    expect(await boundaryErrors('src/islands/probe.tsx', code)).toEqual([])
  })
})

async function serverBoundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message)
}

describe('the server features in npm run lint', () => {
  it('fails the translation engine importing the console, the contact form or the pages', async () => {
    expect(
      await serverBoundaryErrors(
        'src/translation/probe.ts',
        "import { requireAdmin } from '../admin/access/require-admin'\nexport const probe = requireAdmin\n",
      ),
    ).toEqual([expect.stringContaining('The translation engine imports no feature')])
    expect(
      await serverBoundaryErrors(
        'src/translation/providers/probe.ts',
        "import { contactRoutes } from '../../contact/routes'\nexport const probe = contactRoutes\n",
      ),
    ).toHaveLength(1)
    expect(await serverBoundaryErrors('src/translation/probe.ts', "import { pageFor } from '../pages'\nexport const probe = pageFor\n")).toHaveLength(1)
  })

  it('fails the console reaching into the contact form, and the contact form into the console', async () => {
    expect(
      await serverBoundaryErrors('src/admin/inbox/probe.ts', "import { contactRoutes } from '../../contact/routes'\nexport const probe = contactRoutes\n"),
    ).toEqual([expect.stringContaining('shared code lives in src/messages/')])
    expect(await serverBoundaryErrors('src/contact/probe.ts', "import { adminApp } from '../admin'\nexport const probe = adminApp\n")).toHaveLength(1)
  })

  it('allows features the engine, the platform, the shared messages and type-only imports of each other', async () => {
    const code = [
      "import { translatePage } from '../../translation'",
      "import { findSubmission } from '../../messages/store'",
      "import { log } from '../../platform/log'",
      "import { contactCopy } from '../../copy/contact'",
      "import type { ContactRequest } from '../../lib/contact-schema'",
      'export const probe = [translatePage, findSubmission, log, contactCopy] as const',
      'export type Probe = ContactRequest',
      '',
    ].join('\n')
    expect(await serverBoundaryErrors('src/admin/inbox/probe.ts', code)).toEqual([])
  })
})

async function engineFaceErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'engine/face').map((message) => message.message)
}

describe('the translation engine entered through its face in npm run lint', () => {
  it('fails a deep import of the engine from the console, the app or the routes', async () => {
    expect(
      await engineFaceErrors('src/admin/translations/probe.ts', "import { engineState } from '../../translation/isolate'\nexport const probe = engineState\n"),
    ).toEqual([expect.stringContaining('reaches inside the translation engine')])
    expect(
      await engineFaceErrors('src/probe.ts', "import { translateText } from './translation/translate-text'\nexport const probe = translateText\n"),
    ).toHaveLength(1)
    expect(await engineFaceErrors('src/routes/probe.ts', "export { pseudo } from '../translation/providers'\n")).toHaveLength(1)
  })

  it('allows the face, type-only imports of the inside, and the engine importing its own modules', async () => {
    const code = [
      "import { createEngine, translationKey } from '../../translation'",
      "import type { EngineState } from '../../translation/isolate'",
      'export const probe = [createEngine, translationKey] as const',
      'export type Probe = EngineState',
      '',
    ].join('\n')
    expect(await engineFaceErrors('src/admin/translations/probe.ts', code)).toEqual([])
    expect(await engineFaceErrors('src/translation/probe.ts', "import { engineState } from './isolate'\nexport const probe = engineState\n")).toEqual([])
  })
})

describe('the browser specs’ fixtures in npm run lint', () => {
  const fixtureErrors = async (code: string) =>
    (await eslint.lintText(code, { filePath: 'tests/browser/probe.spec.ts' }))[0]?.messages.filter(
      (message) => message.ruleId === '@typescript-eslint/no-restricted-imports',
    ) ?? []

  it('fails a spec that takes test from Playwright itself, which would skip the cleaning of the reused page', async () => {
    const errors = await fixtureErrors("import { test } from '@playwright/test'\ntest('probe', () => {})\n")
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining("'./fixtures'")])
  })

  it('allows the fixtures and type imports from Playwright', async () => {
    expect(
      await fixtureErrors(
        "import type { Page } from '@playwright/test'\nimport { test } from './fixtures'\ntest('probe', async ({ page }: { page: Page }) => void page)\n",
      ),
    ).toEqual([])
  })
})
