import type { TestProject } from 'vitest/node'
import { startFakeSiteverify } from './siteverify'
import { startFakeProvider } from './translation-provider'

/** Runs in Node before the workerd tests: starts the fakes they call over HTTP. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fake = await startFakeProvider()
  const siteverify = await startFakeSiteverify()
  project.provide('fakeProviderUrl', fake.url)
  project.provide('fakeSiteverifyUrl', siteverify.url)
  return async () => {
    await fake.stop()
    await siteverify.stop()
  }
}
