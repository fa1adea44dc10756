import { expect, test } from 'vitest'
import { prefetchPolicy } from './prefetch-policy'

test('prefetches on intent on an ordinary connection', () => {
  expect(prefetchPolicy({ online: true })).toBe('intent')
  expect(prefetchPolicy({ online: true, effectiveType: '4g', saveData: false })).toBe('intent')
  expect(prefetchPolicy({ online: true, effectiveType: '3g' })).toBe('intent')
})

test('does not prefetch offline, on 2g, or with Save-Data', () => {
  expect(prefetchPolicy({ online: false, effectiveType: '4g' })).toBe('none')
  expect(prefetchPolicy({ online: true, effectiveType: '2g' })).toBe('none')
  expect(prefetchPolicy({ online: true, effectiveType: 'slow-2g' })).toBe('none')
  expect(prefetchPolicy({ online: true, effectiveType: '4g', saveData: true })).toBe('none')
})
