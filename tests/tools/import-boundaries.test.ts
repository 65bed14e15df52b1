import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/browser-imports').map((message) => message.message)
}

describe('the browser import allow-list in npm run lint', () => {
  it('fails an island that imports the contact store', async () => {
    const errors = await boundaryErrors('src/islands/probe.tsx', "import { saveSubmission } from '../contact/store'\nexport const probe = saveSubmission\n")
    expect(errors).toEqual([expect.stringContaining("'../contact/store' is not on the browser's import allow-list")])
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
      "import { contactFieldsSchema } from '../contact/schema'",
      "import type { homeCopy } from '../copy/home'",
      'export const probe = [useState, LANGUAGES, contactFieldsSchema] as const',
      'export type Probe = typeof homeCopy',
      '',
    ].join('\n')
    expect(await boundaryErrors('src/islands/probe.tsx', code)).toEqual([])
  })
})
