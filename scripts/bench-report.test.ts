import { expect, test } from 'vitest'
import { pages } from '../app/i18n/pages'
import {
  benchPaths,
  budgetBreaches,
  comparedLabel,
  comparedUrl,
  formatTable,
  hasThroughputTarget,
  type Lighthouse,
  legend,
  type Load,
  type Measures,
  median,
  medianLighthouse,
  embeddedMemoryBreaches,
  embeddedMemoryLine,
  memoryBreaches,
  memoryLine,
  type PageResult,
  parseOptions,
  parsePathMap,
  tableLabelWidth,
} from './bench-report'

function lighthouse(
  scores: Partial<Lighthouse['scores']> = {},
  metrics: Partial<Lighthouse['metrics']> = {},
): Lighthouse {
  return {
    scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, ...scores },
    metrics: { lcp: 1210.4, cls: 0, tbt: 0, jsBeforeAction: 118_400, ...metrics },
  }
}

const goodLoad: Load = {
  requestsPerSecond: 2150.4,
  p50: 8,
  p99: 31,
  non2xx: 0,
  errors: 0,
  rssBefore: 231_000_000,
  rssAfter: 298_400_000,
}

function measures(overrides: Partial<Measures> = {}): Measures {
  return {
    url: 'http://127.0.0.1:3800/models',
    jsGzipBytes: 112_100,
    cssGzipBytes: 6_300,
    assets: [],
    ...overrides,
  }
}

function page(ours: Partial<Measures> = {}, rest: Partial<PageResult> = {}): PageResult {
  return { path: '/models', throughputTarget: true, ours: measures(ours), ...rest }
}

const defaults = {
  only: null,
  lighthouse: true,
  talents: 1000,
  runs: 3,
  load: false,
  connections: 20,
  duration: 10,
  remoteServices: false,
  against: null,
  pathMap: null,
  backOffice: false,
  requests: 200,
}

test('benchmarks the English canonical pages without parameters, and a few more', () => {
  const paths = benchPaths(pages)
  expect(paths).toContain('/')
  expect(paths).toContain('/models')
  expect(paths).toContain('/be-a-model')
  expect(paths).not.toContain('/become-a-model')
  // Not indexed by design: Lighthouse's SEO category would fail it whatever it holds.
  expect(paths).not.toContain('/favorites/compare')
  expect(paths.some((path) => path.includes(':'))).toBe(false)
  expect(paths.slice(-4)).toEqual([
    '/models/mainboard',
    '/pt',
    '/es/modelos',
    '/models?height=170-185',
  ])
  expect(new Set(paths).size).toBe(paths.length)
})

test('holds lists of models and profiles, in any language, to the throughput targets', () => {
  for (const path of [
    '/models',
    '/models/mainboard',
    '/es/modelos',
    '/women',
    '/pt/homens',
    '/models?height=170-185&hair=brown',
  ]) {
    expect(hasThroughputTarget(path), path).toBe(true)
  }
  expect(hasThroughputTarget('/models/1042/ana-souza')).toBe(true)
  expect(hasThroughputTarget('/pt/modelos/mainboard/1042/ana-souza')).toBe(true)
  for (const path of ['/', '/pt', '/contact', '/favorites', '/news', '/nowhere/at/all']) {
    expect(hasThroughputTarget(path), path).toBe(false)
  }
})

test('reads the defaults, and each option in either spelling', () => {
  expect(parseOptions([])).toEqual(defaults)
  expect(parseOptions(['--talents', '250']).talents).toBe(250)
  expect(parseOptions(['--talents=3']).talents).toBe(3)
  expect(parseOptions(['--runs', '5']).runs).toBe(5)
  expect(parseOptions(['--only', '/models, pt', '--no-lighthouse'])).toEqual({
    ...defaults,
    only: ['/models', '/pt'],
    lighthouse: false,
  })
  expect(parseOptions(['--only=/']).only).toEqual(['/'])
})

test('runs the load with 20 connections for 10 s, the services apart, unless told otherwise', () => {
  expect(parseOptions(['--load'])).toEqual({ ...defaults, load: true, remoteServices: true })
  const tuned = parseOptions(['--load', '--connections', '50', '--duration=3'])
  expect([tuned.connections, tuned.duration]).toEqual([50, 3])
  expect(parseOptions(['--load', '--no-remote-services']).remoteServices).toBe(false)
  expect(parseOptions(['--remote-services']).remoteServices).toBe(true)
})

test('takes another site with an optional path map', () => {
  expect(parseOptions(['--against', 'https://agency.example']).against).toBe(
    'https://agency.example/',
  )
  const both = parseOptions(['--against=http://127.0.0.1:3810', '--path-map', 'map.json'])
  expect([both.against, both.pathMap]).toEqual(['http://127.0.0.1:3810/', 'map.json'])
  expect(() => parseOptions(['--path-map', 'map.json'])).toThrow(/--against/)
  expect(() => parseOptions(['--against', 'ftp://agency.example'])).toThrow(/http\(s\) URL/)
  expect(() => parseOptions(['--against', 'agency'])).toThrow(/http\(s\) URL/)
})

test("measures the back office alone, not with the public pages' options", () => {
  expect(parseOptions(['--back-office'])).toEqual({ ...defaults, backOffice: true })
  expect(parseOptions(['--back-office', '--requests=50', '--talents', '300'])).toMatchObject({
    backOffice: true,
    requests: 50,
    talents: 300,
  })
  expect(() => parseOptions(['--back-office', '--load'])).toThrow(/not with --load/)
  expect(() => parseOptions(['--back-office', '--only', '/models'])).toThrow(/--only/)
  expect(() => parseOptions(['--back-office', '--remote-services'])).toThrow(/--remote-services/)
  expect(() => parseOptions(['--requests', '0'])).toThrow(/--requests/)
})

test('refuses what it does not know, and numbers that are not whole', () => {
  expect(() => parseOptions(['--talents', 'many'])).toThrow(/--talents needs a whole number/)
  expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/)
  expect(() => parseOptions(['--duration', '2.5'])).toThrow(/--duration/)
  expect(() => parseOptions(['--only'])).toThrow(/--only/)
  expect(() => parseOptions(['--only', ','])).toThrow(/--only/)
  expect(() => parseOptions(['--fast'])).toThrow(/Unknown option '--fast'[\s\S]*--load/)
  expect(() => parseOptions(['extra'])).toThrow(/extra/)
})

test('maps our paths to the other site, keeping unmapped ones and skipping absent ones', () => {
  const map = parsePathMap(
    '{"/models": "/en/models", "/favorites": null, "/pt": "https://pt.agency.example/"}',
  )
  expect(comparedUrl('/models', 'https://agency.example/', map)).toBe(
    'https://agency.example/en/models',
  )
  expect(comparedUrl('/contact', 'https://agency.example/', map)).toBe(
    'https://agency.example/contact',
  )
  expect(comparedUrl('/favorites', 'https://agency.example/', map)).toBeNull()
  expect(comparedUrl('/pt', 'https://agency.example/', map)).toBe('https://pt.agency.example/')
  expect(comparedUrl('/models', 'https://agency.example/site/')).toBe(
    'https://agency.example/site/models',
  )
  expect(comparedUrl('/', 'http://127.0.0.1:3810/')).toBe('http://127.0.0.1:3810/')
  expect(() => parsePathMap('["/models"]')).toThrow(/JSON object/)
  expect(() => parsePathMap('{"/models": 3}')).toThrow(/\/models/)
})

test('takes the median of each figure on its own, leaving out runs without it', () => {
  expect(median([3, 1, 2])).toBe(2)
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([null, 7])).toBe(7)
  expect(median([null])).toBeNull()
  const runs = [
    lighthouse({ performance: 91 }, { lcp: 2900, cls: 0.02, jsBeforeAction: 130_000 }),
    lighthouse({ performance: 99 }, { lcp: 1500, cls: 0, jsBeforeAction: 120_000 }),
    lighthouse({ performance: 97 }, { lcp: 1700, cls: null, jsBeforeAction: 125_000 }),
  ]
  expect(medianLighthouse(runs)).toEqual(
    lighthouse({ performance: 97 }, { lcp: 1700, cls: 0.01, jsBeforeAction: 125_000 }),
  )
  expect(() => medianLighthouse([])).toThrow()
})

test('prints a header and an aligned row with every figure', () => {
  const taps = { firstTap: 1040, worstLag: 310, inpAfterLoad: 96 }
  const table = formatTable([page({ lighthouse: lighthouse(), load: goodLoad, taps })], {
    lighthouse: true,
    load: true,
  })
  expect(table).toEqual([
    'page                JS 1st  JS all    CSS  perf  a11y   bp  seo  LCP ms    CLS  TBT ms  tap ms  lag ms  INP ms  req/s  p50 ms  p99 ms  non-2xx   RSS MB',
    '/models              112.1   118.4    6.3    99   100  100  100    1210  0.000       0    1040     310      96   2150       8      31        0  231→298',
  ])
})

test('leaves out the columns of what did not run, and dashes what failed', () => {
  expect(formatTable([page()], { lighthouse: false, load: false })).toEqual([
    'page                JS 1st    CSS',
    '/models              112.1    6.3',
  ])
  const [, failed] = formatTable([page({ lighthouseError: 'NO_FCP' })], {
    lighthouse: true,
    load: false,
  })
  expect(failed).toBe(
    '/models              112.1       -    6.3     -     -    -    -       -      -       -       -       -       -',
  )
})

test('a lost tap and a slow one break the budgets of a page with a heart', () => {
  const [, row] = formatTable(
    [
      page({
        lighthouse: lighthouse(),
        taps: { firstTap: null, worstLag: null, inpAfterLoad: 250 },
      }),
    ],
    { lighthouse: true, load: false },
  )
  expect(row).toContain('lost')
  expect(row).toContain('a tap was lost')
  expect(row).toContain('INP 250 ms > 200')
})

test('prints the other site beneath ours, without memory or budgets', () => {
  const theirs = measures({
    url: 'https://agency.example/en/models',
    jsGzipBytes: 645_000,
    lighthouse: lighthouse({ performance: 63 }, { lcp: 5600 }),
    load: { ...goodLoad, requestsPerSecond: 158, p99: 266 },
  })
  const absent = { url: 'https://agency.example/favoritos', error: 'GET answered 404.' }
  const table = formatTable(
    [
      page({ lighthouse: lighthouse(), load: goodLoad }, { theirs }),
      page({ url: 'http://127.0.0.1:3800/favorites' }, { path: '/favorites', theirs: absent }),
    ],
    { lighthouse: true, load: true },
  )
  expect(table[2]).toMatch(
    /^ {2}vs agency\.example\/en\/models +645\.0 +118\.4 +6\.3 +63 .* 158 .* 266 +0$/,
  )
  expect(table[2]).not.toContain('over budget')
  expect(table[4]).toBe('  vs agency.example/favoritos  could not be measured: GET answered 404.')
  expect(legend({ lighthouse: true, load: true }, 3)).toContain('median of 3 runs')
})

test('flags every broken budget of our page at the end of its row', () => {
  const heavy = measures({
    jsGzipBytes: 140_004,
    lighthouse: lighthouse(
      { performance: 91, accessibility: 96, seo: 92 },
      { lcp: 2300.4, cls: 0.2, jsBeforeAction: 180_000 },
    ),
    load: { ...goodLoad, requestsPerSecond: 165, p99: 176, non2xx: 3 },
  })
  expect(budgetBreaches(heavy, true)).toEqual([
    'JS 140.0 KB > 120',
    'JS before action 180.0 KB > 135',
    'perf 91 < 98',
    'a11y 96 < 100',
    'seo 92 < 100',
    'LCP 2300 ms > 1800',
    'CLS 0.200 > 0.01',
    'req/s 165 < 2000',
    'p99 176 ms > 50',
    '3 non-2xx and 0 failed requests',
  ])
  // The throughput targets are the lists' and the profiles'; failed requests count anywhere.
  expect(budgetBreaches({ ...heavy, lighthouse: undefined }, false)).toEqual([
    'JS 140.0 KB > 120',
    '3 non-2xx and 0 failed requests',
  ])
  const [, row] = formatTable([page(heavy)], { lighthouse: true, load: true })
  expect(row).toMatch(/ {2}← over budget: JS 140\.0 KB > 120, .*, 3 non-2xx and 0 failed requests$/)
  const within = measures({ jsGzipBytes: 120_000, lighthouse: lighthouse(), load: goodLoad })
  expect(budgetBreaches(within, true)).toEqual([])
})

test('judges memory at rest and after the load', () => {
  const memory = { started: 231_000_000, atRest: 262_500_000, afterLoad: 385_000_000 }
  expect(memoryBreaches(memory)).toEqual([
    'at rest 263 MB > 250 MB',
    'after the load 385 MB > 350 MB',
  ])
  expect(memoryLine(memory)).toBe(
    "Site's resident memory (its process tree): 231 MB once started, 263 MB at rest after one" +
      ' visit of each page, 385 MB after the load runs  ← over budget: at rest 263 MB > 250 MB,' +
      ' after the load 385 MB > 350 MB',
  )
  expect(memoryBreaches({ started: null, atRest: 250_000_000, afterLoad: null })).toEqual([])
})

test('judges the embedded default at rest, its first start included, and under load', () => {
  const memory = {
    firstStartPeak: 300_000_000,
    firstStartAtRest: 220_000_000,
    restartAtRest: 262_000_000,
    underLoadPeak: 380_000_000,
  }
  expect(embeddedMemoryBreaches(memory)).toEqual([
    'first start peak 300 MB > 256 MB',
    'after a restart 262 MB > 256 MB',
  ])
  expect(embeddedMemoryLine({ ...memory, firstStartPeak: null }, 200)).toBe(
    "Embedded default's resident memory (npm start, demo catalog): - MB at most and 220 MB at" +
      ' rest after its first start, 262 MB at rest after a restart, 380 MB at most under 200' +
      ' connections  ← over budget: after a restart 262 MB > 256 MB',
  )
})

test('lines up rows printed one at a time under a header printed first', () => {
  const sections = { lighthouse: true, load: false }
  const width = tableLabelWidth([
    '/models',
    '/a/much/longer/path/than/the/others',
    comparedLabel('http://127.0.0.1:3810/models'),
  ])
  const [header] = formatTable([], sections, width)
  const [, short] = formatTable([page({ lighthouse: lighthouse() })], sections, width)
  const [, long] = formatTable(
    [
      page(
        { lighthouse: lighthouse({ performance: 100 }, { lcp: 12_345 }) },
        { path: '/a/much/longer/path/than/the/others' },
      ),
    ],
    sections,
    width,
  )
  expect(header!.indexOf('perf') + 'perf'.length).toBe(short!.indexOf(' 99') + ' 99'.length)
  expect(short!.length).toBe(long!.split('  ← over budget')[0]!.length)
  expect(comparedLabel('https://agency.example/en/models')).toBe('  vs agency.example/en/models')
})
