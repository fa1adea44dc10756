import { expect, test } from 'vitest'
import { pages } from '../app/i18n/pages'
import {
  benchPaths,
  budgetBreaches,
  formatLine,
  type Lighthouse,
  type PageResult,
  parseOptions,
  pathColumnWidth,
} from './bench-report'

const goodLighthouse: Lighthouse = {
  scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { lcp: 1210.4, cls: 0, tbt: 0 },
}

function result(overrides: Partial<PageResult> = {}): PageResult {
  return { path: '/models', jsGzipBytes: 62_100, cssGzipBytes: 6_300, assets: [], ...overrides }
}

test('benchmarks the English canonical pages without parameters, and a few more', () => {
  const paths = benchPaths(pages)
  expect(paths).toContain('/')
  expect(paths).toContain('/models')
  expect(paths).toContain('/be-a-model')
  expect(paths).not.toContain('/become-a-model')
  expect(paths.some((path) => path.includes(':'))).toBe(false)
  expect(paths.slice(-3)).toEqual(['/models/mainboard', '/pt', '/es/modelos'])
  expect(new Set(paths).size).toBe(paths.length)
})

test('reads --only and --no-lighthouse, and refuses what it does not know', () => {
  expect(parseOptions([])).toEqual({ only: null, lighthouse: true, talents: 1000 })
  expect(parseOptions(['--talents', '250']).talents).toBe(250)
  expect(parseOptions(['--talents=3']).talents).toBe(3)
  expect(() => parseOptions(['--talents', 'many'])).toThrow(/--talents/)
  expect(parseOptions(['--only', '/models, pt', '--no-lighthouse'])).toEqual({
    only: ['/models', '/pt'],
    lighthouse: false,
    talents: 1000,
  })
  expect(parseOptions(['--only=/']).only).toEqual(['/'])
  expect(() => parseOptions(['--only'])).toThrow(/--only/)
  expect(() => parseOptions(['--fast'])).toThrow(/Unknown option --fast/)
})

test('prints an aligned line with every figure', () => {
  const line = formatLine(result({ lighthouse: goodLighthouse }), pathColumnWidth(['/models']))
  expect(line).toBe(
    '/models             JS  62.1 KB  CSS  6.3 KB  perf  98  a11y 100  bp 100  seo 100' +
      '  LCP  1210 ms  CLS 0.000  TBT    0 ms',
  )
})

test('leaves the Lighthouse columns out when it was skipped, and dashes them when it failed', () => {
  expect(formatLine(result(), 20)).toBe('/models             JS  62.1 KB  CSS  6.3 KB')
  const failed = formatLine(result({ lighthouseError: 'NO_FCP' }), 20)
  expect(failed).toContain('perf   -  a11y   -')
  expect(failed).toContain('CLS     -')
  expect(failed).not.toContain('over budget')
})

test('flags every broken budget at the end of the line', () => {
  const heavy = result({
    jsGzipBytes: 140_004,
    lighthouse: {
      scores: { performance: 91, accessibility: 96, bestPractices: 100, seo: 92 },
      metrics: { lcp: 3000, cls: 0.2, tbt: 400 },
    },
  })
  expect(budgetBreaches(heavy)).toEqual([
    'JS 140.0 KB > 100 KB',
    'perf 91 < 95',
    'a11y 96 < 100',
    'seo 92 < 100',
  ])
  expect(formatLine(heavy, 20)).toMatch(
    /TBT {2}400 ms {2}← over budget: JS 140\.0 KB > 100 KB, perf 91 < 95, a11y 96 < 100, seo 92 < 100$/,
  )
  expect(budgetBreaches(result({ jsGzipBytes: 100_000, lighthouse: goodLighthouse }))).toEqual([])
})
