import type { TestProject } from 'vitest/node'
import { startFakeProvider } from './translation-provider'

/** Runs in Node before the workerd tests: starts the fake provider they call over HTTP. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fake = await startFakeProvider()
  project.provide('fakeProviderUrl', fake.url)
  return fake.stop
}
