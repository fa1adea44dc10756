// The pure half of `npm run bench`: which pages it measures, the budgets, and how a line reads.

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
}

export type Lighthouse = { scores: Scores; metrics: Metrics }

export type Asset = { url: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number }

export type PageResult = {
  path: string
  /** First-load JavaScript and CSS, gzipped, in bytes. */
  jsGzipBytes: number
  cssGzipBytes: number
  assets: Asset[]
  /** Absent when Lighthouse was skipped, `error` set when it failed for this page. */
  lighthouse?: Lighthouse
  lighthouseError?: string
}

export const budgets = {
  jsKb: 100,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const

/** The extra pages worth watching besides the English canonical ones. */
const extraPaths = ['/models/mainboard', '/pt', '/es/modelos']

type SlugTable = Record<string, { en: readonly [string, ...string[]] }>

/** The English canonical path of every page without parameters, then the extra ones. */
export function benchPaths(pages: SlugTable): string[] {
  const canonical = Object.values(pages)
    .map((page) => page.en[0])
    .filter((path) => !path.includes(':'))
  return [...new Set([...canonical, ...extraPaths])]
}

export type Options = { only: string[] | null; lighthouse: boolean; talents: number }

/** The budgets are judged on a full agency's roster, not on the 120 talents of the demo. */
const defaultBenchTalents = 1000

/**
 * `--only /a,/b` restricts the run to those paths, `--no-lighthouse` measures bytes only,
 * `--talents N` seeds a catalog of N demo talents (1000 by default).
 */
export function parseOptions(argv: readonly string[]): Options {
  const options: Options = { only: null, lighthouse: true, talents: defaultBenchTalents }
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? ''
    if (argument === '--no-lighthouse') {
      options.lighthouse = false
    } else if (argument === '--only' || argument.startsWith('--only=')) {
      const value = argument === '--only' ? argv[++index] : argument.slice('--only='.length)
      if (!value) throw new Error('--only needs a comma-separated list of paths, e.g. /,/models')
      options.only = value
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean)
        .map((path) => (path.startsWith('/') ? path : `/${path}`))
    } else if (argument === '--talents' || argument.startsWith('--talents=')) {
      const value = argument === '--talents' ? argv[++index] : argument.slice('--talents='.length)
      const talents = Number(value)
      if (!Number.isInteger(talents) || talents < 1) {
        throw new Error(`--talents needs a whole number of talents, not ${value ?? 'nothing'}`)
      }
      options.talents = talents
    } else {
      throw new Error(
        `Unknown option ${argument}. Options: --only /path,/path2  --no-lighthouse  --talents N`,
      )
    }
  }
  return options
}

/** 1 KB = 1000 bytes, as in Vite's build report, so the two can be compared. */
function kilobytes(bytes: number): number {
  return bytes / 1000
}

/** What breaks a budget on this page, in words; empty when it is within all of them. */
export function budgetBreaches(result: PageResult): string[] {
  const breaches: string[] = []
  const jsKb = kilobytes(result.jsGzipBytes)
  if (jsKb > budgets.jsKb) breaches.push(`JS ${jsKb.toFixed(1)} KB > ${budgets.jsKb} KB`)
  const scores = result.lighthouse?.scores
  if (!scores) return breaches
  const minimums: [string, number | null, number][] = [
    ['perf', scores.performance, budgets.performance],
    ['a11y', scores.accessibility, budgets.accessibility],
    ['bp', scores.bestPractices, budgets.bestPractices],
    ['seo', scores.seo, budgets.seo],
  ]
  for (const [label, score, minimum] of minimums) {
    if (score !== null && score < minimum) breaches.push(`${label} ${score} < ${minimum}`)
  }
  return breaches
}

/**
 * One aligned line per page; `pathWidth` is the width of the path column. The Lighthouse
 * columns show dashes when Lighthouse failed for the page, and are left out when it was skipped.
 */
export function formatLine(result: PageResult, pathWidth: number): string {
  const columns = [
    `${result.path.padEnd(pathWidth)}JS ${kb(result.jsGzipBytes, 5)} KB`,
    `CSS ${kb(result.cssGzipBytes, 4)} KB`,
  ]
  if (result.lighthouse || result.lighthouseError !== undefined) {
    const { scores, metrics } = result.lighthouse ?? {}
    columns.push(
      `perf ${score(scores?.performance)}`,
      `a11y ${score(scores?.accessibility)}`,
      `bp ${score(scores?.bestPractices)}`,
      `seo ${score(scores?.seo)}`,
      `LCP ${milliseconds(metrics?.lcp, 5)} ms`,
      `CLS ${metrics?.cls == null ? '    -' : metrics.cls.toFixed(3)}`,
      `TBT ${milliseconds(metrics?.tbt, 4)} ms`,
    )
  }
  const breaches = budgetBreaches(result)
  const flag = breaches.length > 0 ? `  ← over budget: ${breaches.join(', ')}` : ''
  return columns.join('  ') + flag
}

export function pathColumnWidth(paths: readonly string[]): number {
  return Math.max(20, ...paths.map((path) => path.length + 2))
}

function kb(bytes: number, width: number): string {
  return kilobytes(bytes).toFixed(1).padStart(width)
}

function score(value: number | null | undefined): string {
  return (value == null ? '-' : String(value)).padStart(3)
}

function milliseconds(value: number | null | undefined, width: number): string {
  return (value == null ? '-' : String(Math.round(value))).padStart(width)
}
