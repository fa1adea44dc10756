import { data } from 'react-router'
import { expect, test } from 'vitest'
import {
  chunkReloadIntervalMs,
  isChunkLoadError,
  notFoundReasonFor,
  shouldReloadForChunkError,
  summarizeError,
} from './errors'

test('a first segment shaped like an unknown language code is an unknown language', () => {
  expect(notFoundReasonFor('/xx/models')).toBe('unknown-language')
  expect(notFoundReasonFor('/de')).toBe('unknown-language')
  expect(notFoundReasonFor('/pt-PT/modelos')).toBe('unknown-language')
  expect(notFoundReasonFor('/nope')).toBe('not-found')
  expect(notFoundReasonFor('/pt/nope')).toBe('not-found')
  expect(notFoundReasonFor('/models/unknown/1/2/3')).toBe('not-found')
})

// What React Router hands the error boundary for a thrown `data()`.
function thrown(value: unknown): unknown {
  try {
    throw value
  } catch (error) {
    return error
  }
}

test('errors are summarised as a status and a kind, 500 when no status is known', () => {
  const routeError = (body: unknown, status: number) => {
    const response = data(body, { status })
    return { status, statusText: '', internal: false, data: response.data }
  }
  expect(summarizeError(routeError({ reason: 'unknown-language' }, 404))).toEqual({
    status: 404,
    kind: 'unknown-language',
  })
  expect(summarizeError(routeError(null, 404))).toEqual({ status: 404, kind: 'not-found' })
  expect(summarizeError(routeError(null, 503))).toEqual({ status: 503, kind: 'server' })
  expect(summarizeError(thrown(new Error('boom')))).toEqual({ status: 500, kind: 'server' })
  expect(summarizeError('a string')).toEqual({ status: 500, kind: 'server' })
})

test('chunk load failures are recognised in the wording of each browser', () => {
  expect(
    isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
  ).toBe(true)
  expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
})

test('a chunk failure reloads the page at most once a minute', () => {
  const now = 1_000_000
  expect(shouldReloadForChunkError(now, null)).toBe(true)
  expect(shouldReloadForChunkError(now, now - 5_000)).toBe(false)
  expect(shouldReloadForChunkError(now, now - chunkReloadIntervalMs)).toBe(true)
})
