import { expect, test } from 'vitest'
import {
  answeredPackagePath,
  isPackagePath,
  packageBookPath,
  packagePath,
  talentIdOf,
} from './package-paths'

const token = 'a'.repeat(40) + '_-Z'

test('a package’s pages are under /packages, its book beneath, the thanks marked by ?answered', () => {
  expect(packagePath(token)).toBe(`/packages/${token}`)
  expect(packageBookPath(token, 12)).toBe(`/packages/${token}/12`)
  expect(answeredPackagePath(token)).toBe(`/packages/${token}?answered`)
})

test('package paths and their data are recognised; the rest of the site is not', () => {
  expect(isPackagePath(`/packages/${token}`)).toBe(true)
  expect(isPackagePath(`/packages/${token}/12`)).toBe(true)
  expect(isPackagePath(`/packages/${token}.data`)).toBe(true)
  expect(isPackagePath('/packages/')).toBe(false)
  expect(isPackagePath('/packages')).toBe(false)
  expect(isPackagePath('/models/12/ana')).toBe(false)
  expect(isPackagePath('/pt/packages/x')).toBe(false)
})

test('any spelling the router matches is a package path: letters in any case, escapes decoded', () => {
  expect(isPackagePath(`/PACKAGES/${token}`)).toBe(true)
  expect(isPackagePath(`/Packages/${token}/12`)).toBe(true)
  expect(isPackagePath(`/%70ackages/${token}`)).toBe(true)
  expect(isPackagePath(`/%50ACKAGES/${token}.data`)).toBe(true)
  // A malformed escape leaves the path as it was, still a package's.
  expect(isPackagePath(`/packages/%zz${token}`)).toBe(true)
  // A decoded slash does not split a segment, as for the router.
  expect(isPackagePath('/packages%2Fx')).toBe(false)
  expect(isPackagePath('/%70ackages/')).toBe(false)
})

test('a book’s talent id is a positive whole number, nothing else', () => {
  expect(talentIdOf('12')).toBe(12)
  expect(talentIdOf('0')).toBeNull()
  expect(talentIdOf('012')).toBeNull()
  expect(talentIdOf('1e3')).toBeNull()
  expect(talentIdOf('9999999999')).toBeNull()
  expect(talentIdOf(undefined)).toBeNull()
})
