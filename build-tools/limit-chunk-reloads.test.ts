import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { limitRouteModuleReload } from './limit-chunk-reloads'

// The browser build takes React Router's development files (its package exports give
// "production" to no condition Vite uses); both are checked, should that change.
for (const build of ['development', 'production']) {
  test(`the installed React Router's route-module reload (${build}) goes through the guard`, () => {
    const dist = path.resolve('node_modules/react-router/dist', build)
    const chunk = readdirSync(dist)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .find((code) => code.includes('reloading page...'))
    expect(chunk).toBeDefined()
    const patched = limitRouteModuleReload(chunk ?? '')
    expect(patched).not.toMatch(/window\.location\.reload\(\);\s*return new Promise/)
    expect(patched).toContain('if (!globalThis.__passarelaChunkReload?.()) throw error;')
  })
}

test('a React Router whose code changed fails the build instead of losing the limit', () => {
  expect(() => limitRouteModuleReload('location.reload()')).toThrow(/was not found/)
})
