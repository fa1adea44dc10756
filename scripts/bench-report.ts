// The pure half of `npm run bench`: its options, which pages it measures, the budgets, the
// medians of Lighthouse's runs, and how the table reads.
import { parseArgs } from 'node:util'
import { type PageKey, resolvePage } from '../app/i18n/pages'

type Scores = {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
}

type Metrics = {
  /** Largest Contentful Paint, milliseconds. */
  lcp: number | null
  /** Cumulative Layout Shift, unitless. */
  cls: number | null
  /** Total Blocking Time, milliseconds. */
  tbt: number | null
  /**
   * All the script the page loads before the visitor acts, gzipped, in bytes: its first-load
   * scripts and every script Lighthouse's load of it fetched on its own.
   */
  jsBeforeAction: number | null
}

/** One Lighthouse run, or the median of several (`medianLighthouse`). */
export type Lighthouse = { scores: Scores; metrics: Metrics }

export type Asset = { url: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number }

/** A load run of one page (autocannon). */
export type Load = {
  requestsPerSecond: number
  /** Latency percentiles, milliseconds. */
  p50: number
  p99: number
  non2xx: number
  /** Connection errors and timeouts. */
  errors: number
  /** The site's resident memory (its process tree) just before and just after this run, bytes. */
  rssBefore?: number | null
  rssAfter?: number | null
}

/** What one site's page costs; our site's, or the one it is compared with. */
export type Measures = {
  /** The page's address on that site. */
  url: string
  /** First-load JavaScript and CSS, gzipped, in bytes. */
  jsGzipBytes: number
  cssGzipBytes: number
  assets: Asset[]
  /** The median of the runs that succeeded; absent when Lighthouse was skipped or failed. */
  lighthouse?: Lighthouse
  /** Every run that succeeded, in order. */
  lighthouseRuns?: Lighthouse[]
  /** Set when a run failed (tried twice): how many of them, and why. */
  lighthouseError?: string
  load?: Load
  loadError?: string
  /** Taps on the first heart on the mobile profile (`scripts/first-tap.ts`), where the page has one. */
  taps?: Taps
  tapsError?: string
}

/** How soon a tap on the first heart takes effect on the mobile profile, ms; null where it was lost or not measured. */
export type Taps = {
  /** From the navigation's start until the heart showed a tap made the moment it was visible. */
  firstTap: number | null
  /** The slowest answer to a tap made every 0.5 s from the moment it showed up to 5 s; null if one was lost. */
  worstLag: number | null
  /** Interaction to next paint of a tap once the page has loaded. */
  inpAfterLoad: number | null
}

export type PageResult = {
  path: string
  /** Whether the server's throughput targets apply (the issue names list and profile pages). */
  throughputTarget: boolean
  ours: Measures
  /** The same page on the site given by `--against`, when it has one. */
  theirs?: Measures | { url: string; error: string }
}

/** The site's resident memory at three moments, bytes; null where it could not be read. */
export type Memory = {
  /** Once started, before any page was asked for. */
  started: number | null
  /** At rest after one visit of each page (the Lighthouse pass), before the load runs. */
  atRest: number | null
  /** Once every load run has finished. */
  afterLoad: number | null
}

/**
 * The embedded default's resident memory, bytes (its process tree, the server alone for the
 * peak of its first start), as `npm start` runs it on a new data folder with the demo catalog.
 */
export type EmbeddedMemory = {
  /** The highest the server reached while its first start made and seeded the database. */
  firstStartPeak: number | null
  /** At rest once that first start has settled. */
  firstStartAtRest: number | null
  /** At rest after a restart on the same folder. */
  restartAtRest: number | null
  /** The highest reading during the load runs of many connections (list and profile). */
  underLoadPeak: number | null
}

export const budgets = {
  /** First-load JavaScript, KB gzipped. */
  firstLoadJsKb: 120,
  /** All the script a page loads before the visitor acts, KB gzipped. */
  jsBeforeActionKb: 135,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  cls: 0.01,
  /** List and profile pages, at the default 20 connections. */
  requestsPerSecond: 2000,
  p99Ms: 50,
  rssAtRestMb: 250,
  rssAfterLoadMb: 350,
  /** The embedded default on a small server: at rest (first start included) and under load. */
  embeddedRssAtRestMb: 256,
  embeddedRssUnderLoadMb: 384,
  /** A tap on a heart at any moment after it shows, and once the page has loaded. */
  tapLagMs: 1000,
  inpMs: 200,
} as const

/**
 * The extra pages worth watching besides the English canonical ones; the filtered board has one
 * filter, as a combination is `noindex` (decision 018) and fails Lighthouse's SEO category.
 */
const extraPaths = ['/models/mainboard', '/pt', '/es/modelos', '/models?height=170-185']

type SlugTable = Record<string, { en: readonly [string, ...string[]] }>

/**
 * Pages kept out of search engines by design (`noindex`): Lighthouse's SEO category fails any
 * such page, so the default run leaves them out; `--only` still measures them. The comparison
 * of a visitor's selection (decision 020) is one.
 */
const unindexedPages = new Set(['compare'])

/** The English canonical path of every indexed page without parameters, then the extra ones. */
export function benchPaths(pages: SlugTable): string[] {
  const canonical = Object.entries(pages)
    .filter(([key]) => !unindexedPages.has(key))
    .map(([, page]) => page.en[0])
    .filter((path) => !path.includes(':'))
  return [...new Set([...canonical, ...extraPaths])]
}

const listAndProfilePages: readonly PageKey[] = [
  'roster',
  'board',
  'women',
  'men',
  'futureFace',
  'profile',
  'boardProfile',
]

/** Whether the issue's throughput targets apply to this path: a list of models or a profile. */
export function hasThroughputTarget(path: string): boolean {
  const page = resolvePage(new URL(path, 'http://site.invalid').pathname)?.page
  return page !== undefined && listAndProfilePages.includes(page)
}

export type Options = {
  only: string[] | null
  lighthouse: boolean
  talents: number
  /** Lighthouse runs per page; the median of them is reported. */
  runs: number
  load: boolean
  connections: number
  /** Seconds each page is loaded for. */
  duration: number
  /** The booking and panel services in processes of their own, the site pointed at them. */
  remoteServices: boolean
  /** The base URL of another site to measure the same pages on. */
  against: string | null
  /** A JSON file mapping our paths to the other site's paths or URLs. */
  pathMap: string | null
  /** Only the back office: its pages' answer times and a large photo upload's memory. */
  backOffice: boolean
  /** Measured requests a back-office page, one after the other. */
  requests: number
}

/** The budgets are judged on a full agency's roster, not on the 120 talents of the demo. */
const defaultBenchTalents = 1000

export const usage = `Options:
  --only /a,/b            measure only these paths
  --no-lighthouse         first-load sizes only (and the load runs with --load)
  --runs N                Lighthouse runs per page, the median reported (3)
  --talents N             the demo catalog's size (1000)
  --load                  autocannon on every page, with the server's memory
  --connections N         autocannon's connections (20)
  --duration S            seconds of load per page (10)
  --remote-services       booking and panel as processes of their own (default with --load;
  --no-remote-services      embedded in the site's process otherwise)
  --against BASE_URL      the same pages measured on another site, printed beneath ours
  --path-map FILE         JSON {"/our/path": "/their/path" | "https://…" | null} for --against
  --back-office           only the back office, signed in: each page's p50/p95/p99 over
                            sequential requests, and the memory while 20 photos of 8 MB upload
                            (with --talents; not with the public pages' options)
  --requests N            measured requests a back-office page (200)`

/** Reads the command line; throws with a message (and the usage) on anything it does not know. */
export function parseOptions(argv: readonly string[]): Options {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      allowNegative: true,
      options: {
        only: { type: 'string' },
        lighthouse: { type: 'boolean', default: true },
        talents: { type: 'string', default: String(defaultBenchTalents) },
        runs: { type: 'string', default: '3' },
        load: { type: 'boolean', default: false },
        connections: { type: 'string', default: '20' },
        duration: { type: 'string', default: '10' },
        'remote-services': { type: 'boolean' },
        against: { type: 'string' },
        'path-map': { type: 'string' },
        'back-office': { type: 'boolean', default: false },
        requests: { type: 'string', default: '200' },
      },
    }))
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${usage}`)
  }
  const only = values.only === undefined ? null : pathList(values.only)
  if (only?.length === 0)
    throw new Error('--only needs a comma-separated list of paths, e.g. /,/models')
  if (values['path-map'] !== undefined && values.against === undefined) {
    throw new Error('--path-map maps paths for --against: give the other site with --against URL')
  }
  const backOffice = values['back-office']
  if (backOffice) {
    const publicPages = ['only', 'load', 'against', 'path-map', 'remote-services'] as const
    const given = publicPages.filter((name) => values[name] !== undefined && values[name] !== false)
    if (given.length > 0) {
      throw new Error(
        `--back-office measures the back office alone, on the embedded services: ` +
          `not with ${given.map((name) => `--${name}`).join(', ')}`,
      )
    }
  }
  return {
    only,
    lighthouse: values.lighthouse,
    talents: wholeNumber('--talents', values.talents),
    runs: wholeNumber('--runs', values.runs),
    load: values.load,
    connections: wholeNumber('--connections', values.connections),
    duration: wholeNumber('--duration', values.duration),
    remoteServices: values['remote-services'] ?? values.load,
    against: values.against === undefined ? null : baseUrl(values.against),
    pathMap: values['path-map'] ?? null,
    backOffice,
    requests: wholeNumber('--requests', values.requests),
  }
}

function pathList(value: string): string[] {
  return value
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path) => (path.startsWith('/') ? path : `/${path}`))
}

function wholeNumber(option: string, value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${option} needs a whole number of at least 1, not ${value || 'nothing'}`)
  }
  return number
}

function baseUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`--against needs an http(s) URL, not ${value}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--against needs an http(s) URL, not ${value}`)
  }
  return url.href
}

/** `--path-map`'s contents: our path → their path or URL, or null for a page they lack. */
export type PathMap = Record<string, string | null>

export function parsePathMap(json: string): PathMap {
  const parsed: unknown = JSON.parse(json)
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('the path map must be a JSON object: {"/our/path": "/their/path" or null}')
  }
  const map: PathMap = {}
  for (const [path, target] of Object.entries(parsed)) {
    if (target !== null && typeof target !== 'string') {
      throw new Error(`the path map's entry for ${path} must be a path, a URL or null`)
    }
    map[path] = target
  }
  return map
}

/**
 * Where the page at `path` lives on the other site: the map's entry resolved against its base
 * URL (a full URL stays as it is), the same path when the map has none, null when the map says
 * the site has no such page.
 */
export function comparedUrl(path: string, against: string, map: PathMap = {}): string | null {
  const target = Object.hasOwn(map, path) ? map[path] : path
  if (target === null || target === undefined) return null
  const base = new URL(against)
  // A base with a path of its own (`https://agency.example/en/`) prefixes every page's path.
  const prefix = base.pathname.replace(/\/+$/, '')
  return /^https?:\/\//i.test(target) ? target : new URL(prefix + target, base.origin).href
}

/**
 * The median of each score and metric over the runs, each on its own, as the targets are stated
 * per metric. Lighthouse's `computeMedianRun` keeps the whole run nearest the median FCP and TTI,
 * whose score and LCP can be the best or worst of three. A run without a figure is left out.
 */
export function medianLighthouse(runs: readonly Lighthouse[]): Lighthouse {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of')
  const of = (pick: (run: Lighthouse) => number | null) => median(runs.map(pick))
  return {
    scores: {
      performance: of((run) => run.scores.performance),
      accessibility: of((run) => run.scores.accessibility),
      bestPractices: of((run) => run.scores.bestPractices),
      seo: of((run) => run.scores.seo),
    },
    metrics: {
      lcp: of((run) => run.metrics.lcp),
      cls: of((run) => run.metrics.cls),
      tbt: of((run) => run.metrics.tbt),
      jsBeforeAction: of((run) => run.metrics.jsBeforeAction),
    },
  }
}

/** The middle value, or the mean of the two middle ones; null when there is no value. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** 1 KB = 1000 bytes, as in Vite's build report, so the two can be compared. */
function kilobytes(bytes: number): number {
  return bytes / 1000
}

/** 1 MB = 1,000,000 bytes, as KB here: stricter than the MiB `ps` and `top` count in. */
function megabytes(bytes: number): number {
  return bytes / 1_000_000
}

/** What breaks a budget on this page of our site, in words; empty when it is within all of them. */
export function budgetBreaches(measures: Measures, throughputTarget: boolean): string[] {
  const breaches: string[] = []
  const over = (label: string, value: number | null | undefined, maximum: number, text: string) => {
    if (value != null && value > maximum) breaches.push(`${label} ${text} > ${maximum}`)
  }
  const under = (label: string, value: number | null | undefined, minimum: number) => {
    if (value != null && value < minimum)
      breaches.push(`${label} ${formatNumber(value)} < ${minimum}`)
  }
  const firstLoadKb = kilobytes(measures.jsGzipBytes)
  over('JS', firstLoadKb, budgets.firstLoadJsKb, `${firstLoadKb.toFixed(1)} KB`)
  const { scores, metrics } = measures.lighthouse ?? {}
  if (metrics?.jsBeforeAction != null) {
    const kb = kilobytes(metrics.jsBeforeAction)
    over('JS before action', kb, budgets.jsBeforeActionKb, `${kb.toFixed(1)} KB`)
  }
  if (scores && metrics) {
    under('perf', scores.performance, budgets.performance)
    under('a11y', scores.accessibility, budgets.accessibility)
    under('bp', scores.bestPractices, budgets.bestPractices)
    under('seo', scores.seo, budgets.seo)
    over('LCP', metrics.lcp, budgets.lcpMs, `${Math.round(metrics.lcp ?? 0)} ms`)
    over('CLS', metrics.cls, budgets.cls, (metrics.cls ?? 0).toFixed(3))
  }
  if (measures.taps) {
    const { worstLag, inpAfterLoad } = measures.taps
    if (worstLag === null) breaches.push('a tap was lost')
    over('tap lag', worstLag, budgets.tapLagMs, `${worstLag} ms`)
    over('INP', inpAfterLoad, budgets.inpMs, `${inpAfterLoad} ms`)
  }
  const load = measures.load
  if (load && throughputTarget) {
    under('req/s', Math.round(load.requestsPerSecond), budgets.requestsPerSecond)
    over('p99', load.p99, budgets.p99Ms, `${load.p99} ms`)
  }
  if (load && load.non2xx + load.errors > 0) {
    breaches.push(`${load.non2xx} non-2xx and ${load.errors} failed requests`)
  }
  return breaches
}

/** What breaks the memory budgets, in words. */
export function memoryBreaches(memory: Memory): string[] {
  const breaches: string[] = []
  for (const [label, bytes] of [
    ['at start', memory.started],
    ['at rest', memory.atRest],
  ] as const) {
    if (bytes !== null && megabytes(bytes) > budgets.rssAtRestMb) {
      breaches.push(`${label} ${megabytes(bytes).toFixed(0)} MB > ${budgets.rssAtRestMb} MB`)
    }
  }
  if (memory.afterLoad !== null && megabytes(memory.afterLoad) > budgets.rssAfterLoadMb) {
    const mb = megabytes(memory.afterLoad).toFixed(0)
    breaches.push(`after the load ${mb} MB > ${budgets.rssAfterLoadMb} MB`)
  }
  return breaches
}

export function memoryLine(memory: Memory): string {
  const mb = (bytes: number | null) => (bytes === null ? '-' : megabytes(bytes).toFixed(0))
  const breaches = memoryBreaches(memory)
  return (
    `Site's resident memory (its process tree): ${mb(memory.started)} MB once started, ` +
    `${mb(memory.atRest)} MB at rest after one visit of each page, ` +
    `${mb(memory.afterLoad)} MB after the load runs` +
    (breaches.length > 0 ? `  ← over budget: ${breaches.join(', ')}` : '')
  )
}

/** What breaks the embedded default's memory budgets, in words. */
export function embeddedMemoryBreaches(memory: EmbeddedMemory): string[] {
  const limits = [
    ['first start peak', memory.firstStartPeak, budgets.embeddedRssAtRestMb],
    ['first start at rest', memory.firstStartAtRest, budgets.embeddedRssAtRestMb],
    ['after a restart', memory.restartAtRest, budgets.embeddedRssAtRestMb],
    ['under load', memory.underLoadPeak, budgets.embeddedRssUnderLoadMb],
  ] as const
  return limits.flatMap(([label, bytes, limitMb]) =>
    bytes !== null && megabytes(bytes) > limitMb
      ? [`${label} ${megabytes(bytes).toFixed(0)} MB > ${limitMb} MB`]
      : [],
  )
}

export function embeddedMemoryLine(memory: EmbeddedMemory, connections: number): string {
  const mb = (bytes: number | null) => (bytes === null ? '-' : megabytes(bytes).toFixed(0))
  return (
    `Embedded default's resident memory (npm start, demo catalog): ` +
    `${mb(memory.firstStartPeak)} MB at most and ${mb(memory.firstStartAtRest)} MB at rest ` +
    `after its first start, ${mb(memory.restartAtRest)} MB at rest after a restart, ` +
    `${mb(memory.underLoadPeak)} MB at most under ${connections} connections` +
    flag(embeddedMemoryBreaches(memory))
  )
}

/** Which groups of columns a table shows: those of the measurements that ran. */
export type Sections = { lighthouse: boolean; load: boolean }

type Column = {
  header: string
  /** The least width of the column, so that rows printed one at a time line up. */
  width: number
  /** The cell's text; dashes stand for a figure that could not be had. */
  cell: (measures: Measures, ours: boolean) => string
}

const firstLoadColumn: Column = { header: 'JS 1st', width: 6, cell: (m) => kb(m.jsGzipBytes) }
const beforeActionColumn: Column = {
  header: 'JS all',
  width: 6,
  cell: (m) => optional(m.lighthouse?.metrics.jsBeforeAction, kb),
}
const cssColumn: Column = { header: 'CSS', width: 5, cell: (m) => kb(m.cssGzipBytes) }

const lighthouseColumns: Column[] = [
  {
    header: 'perf',
    width: 4,
    cell: (m) => optional(m.lighthouse?.scores.performance, formatNumber),
  },
  {
    header: 'a11y',
    width: 4,
    cell: (m) => optional(m.lighthouse?.scores.accessibility, formatNumber),
  },
  {
    header: 'bp',
    width: 3,
    cell: (m) => optional(m.lighthouse?.scores.bestPractices, formatNumber),
  },
  { header: 'seo', width: 3, cell: (m) => optional(m.lighthouse?.scores.seo, formatNumber) },
  { header: 'LCP ms', width: 6, cell: (m) => optional(m.lighthouse?.metrics.lcp, rounded) },
  {
    header: 'CLS',
    width: 5,
    cell: (m) => optional(m.lighthouse?.metrics.cls, (cls) => cls.toFixed(3)),
  },
  { header: 'TBT ms', width: 6, cell: (m) => optional(m.lighthouse?.metrics.tbt, rounded) },
  { header: 'tap ms', width: 6, cell: (m) => tapCell(m, m.taps?.firstTap) },
  { header: 'lag ms', width: 6, cell: (m) => tapCell(m, m.taps?.worstLag) },
  { header: 'INP ms', width: 6, cell: (m) => tapCell(m, m.taps?.inpAfterLoad) },
]

const loadColumns: Column[] = [
  { header: 'req/s', width: 5, cell: (m) => optional(m.load?.requestsPerSecond, rounded) },
  { header: 'p50 ms', width: 6, cell: (m) => optional(m.load?.p50, rounded) },
  { header: 'p99 ms', width: 6, cell: (m) => optional(m.load?.p99, rounded) },
  {
    header: 'non-2xx',
    width: 7,
    cell: (m) => optional(m.load && m.load.non2xx + m.load.errors, String),
  },
  {
    header: 'RSS MB',
    width: 7,
    cell: (m, ours) => {
      if (!ours || !m.load) return ''
      const mb = (bytes: number | null | undefined) =>
        bytes == null ? '-' : megabytes(bytes).toFixed(0)
      return `${mb(m.load.rssBefore)}→${mb(m.load.rssAfter)}`
    },
  },
]

function columnsFor(sections: Sections): Column[] {
  return [
    firstLoadColumn,
    ...(sections.lighthouse ? [beforeActionColumn] : []),
    cssColumn,
    ...(sections.lighthouse ? lighthouseColumns : []),
    ...(sections.load ? loadColumns : []),
  ]
}

/**
 * The table: a header, then a row per page, with the other site's row beneath ours when there
 * is one. Our rows end with the budgets they break. A bench prints its rows as they come, each
 * a table of one without its header: `labelWidth` (from `labelWidth()` of every label it will
 * print) keeps them in line.
 */
export function formatTable(
  results: readonly PageResult[],
  sections: Sections,
  labelWidth?: number,
): string[] {
  const columns = columnsFor(sections)
  const rows: { label: string; cells: string[]; note: string }[] = []
  for (const result of results) {
    rows.push({
      label: result.path,
      cells: columns.map((column) => column.cell(result.ours, true)),
      note: flag(budgetBreaches(result.ours, result.throughputTarget)),
    })
    const theirs = result.theirs
    if (!theirs) continue
    const label = comparedLabel(theirs.url)
    if ('error' in theirs) {
      rows.push({
        label,
        cells: columns.map(() => ''),
        note: `  could not be measured: ${theirs.error}`,
      })
    } else {
      rows.push({ label, cells: columns.map((column) => column.cell(theirs, false)), note: '' })
    }
  }
  const width = labelWidth ?? tableLabelWidth(rows.map((row) => row.label))
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, column.width, ...rows.map((row) => row.cells[index]!.length)),
  )
  const line = (label: string, cells: string[]) =>
    (
      label.padEnd(width) + cells.map((cell, index) => cell.padStart(widths[index]!)).join('  ')
    ).trimEnd()
  return [
    line(
      'page',
      columns.map((column) => column.header),
    ),
    ...rows.map((row) =>
      row.cells.every((cell) => cell === '')
        ? row.label.padEnd(width) + row.note.trimStart()
        : line(row.label, row.cells) + row.note,
    ),
  ]
}

/** How the other site's row is labelled: beneath ours, its address without the scheme. */
export function comparedLabel(url: string): string {
  return `  vs ${url.replace(/^https?:\/\//, '')}`
}

/** The width of the first column for these labels (paths, `comparedLabel`s). */
export function tableLabelWidth(labels: readonly string[]): number {
  return Math.max(20, ...labels.map((label) => label.length + 2))
}

/** What the table's columns mean, printed beneath it. */
export function legend(sections: Sections, runs: number): string {
  const parts = [
    'JS 1st: first-load JavaScript; JS all: with the script the page loads on its own before the visitor acts; KB gzipped (1 KB = 1000 bytes)',
  ]
  if (sections.lighthouse) {
    parts.push(`Lighthouse mobile, median of ${runs} run${runs === 1 ? '' : 's'} per figure`)
    parts.push(
      'tap: from the navigation until the first heart shows a tap made the moment it is visible; lag: the slowest answer to a tap every 0.5 s from then to 5 s; INP: a tap once loaded (Event Timing); on the mobile profile throttled for real through DevTools, one run, where the page has a heart',
    )
  }
  if (sections.load) {
    parts.push('non-2xx counts failed requests too; RSS: the site before→after its load run')
  }
  return parts.join('. ') + '.'
}

/** The budgets, in one line for the summary. */
export function budgetRules(): string {
  return (
    `JS ≤ ${budgets.firstLoadJsKb} KB gz first load, ≤ ${budgets.jsBeforeActionKb} KB before action; ` +
    `perf ≥ ${budgets.performance}; a11y, bp, seo = 100; LCP ≤ ${budgets.lcpMs} ms; CLS ≤ ${budgets.cls}; ` +
    `lists and profiles ≥ ${budgets.requestsPerSecond} req/s with p99 ≤ ${budgets.p99Ms} ms; ` +
    `memory ≤ ${budgets.rssAtRestMb} MB at rest, ≤ ${budgets.rssAfterLoadMb} MB after the load, ` +
    `embedded ≤ ${budgets.embeddedRssAtRestMb} MB at rest, ≤ ${budgets.embeddedRssUnderLoadMb} MB under load; ` +
    `a heart's tap ≤ ${budgets.tapLagMs} ms at any time, INP ≤ ${budgets.inpMs} ms once loaded`
  )
}

function flag(breaches: string[]): string {
  return breaches.length > 0 ? `  ← over budget: ${breaches.join(', ')}` : ''
}

function kb(bytes: number): string {
  return kilobytes(bytes).toFixed(1)
}

function rounded(value: number): string {
  return String(Math.round(value))
}

/** An integer as it is, a median between two integers with its one decimal. */
function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

/** A tap figure: '-' where the page has no heart, 'lost' where a tap was. */
function tapCell(measures: Measures, value: number | null | undefined): string {
  if (!measures.taps) return '-'
  return value === null || value === undefined ? 'lost' : rounded(value)
}

function optional<T>(value: T | null | undefined, format: (value: T) => string): string {
  return value == null ? '-' : format(value)
}
