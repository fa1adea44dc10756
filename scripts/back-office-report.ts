// The figures of `npm run bench -- --back-office` (scripts/back-office-bench.ts measures them):
// how fast each back-office page answers a signed-in booker on a 1,000-talent roster, and how much
// memory the site holds while twenty large photos are uploaded at once. Pure: what is read from
// the pages, the percentiles, the judgements against the budgets and the printed lines.
import { budgets } from './bench-report'

/** A page's answer times over the measured requests, in milliseconds. */
export type Latency = {
  requests: number
  p50: number
  p95: number
  p99: number
  max: number
}

export type BackOfficePageResult = {
  /** What a booker would call it: "Models, page 1". */
  label: string
  /** The address under the back office (`/models?page=12`). */
  path: string
  latency: Latency | null
  /** Answers other than 200 among the measured requests. */
  non200: number
  /** The site's resident memory (its process tree) once the page's requests are done, bytes. */
  rssAfter: number | null
  error?: string
}

export type UploadResult = {
  files: number
  /** The size of each photo, in bytes (they are all alike in size, not in content). */
  fileBytes: number
  /** The upload's answer: 303 back to the model's record when it succeeded. */
  status: number
  /** Photos the model's record shows after the upload that it did not before. */
  photosAdded: number
  durationMs: number
  /** The site's resident memory (its process tree), in bytes, just before the upload. */
  before: number | null
  /** The highest reading, every ~50 ms, from the moment the upload began until a second after. */
  peak: number | null
  /** The server process's own high-water mark (`VmHWM`) since it started, read after the upload. */
  processPeak: number | null
  /** Once the site has been left alone after the upload. */
  atRest: number | null
  samples: number
}

/** The budgets of issue 27's "Speed" proof. */
export const backOfficeBudgets = {
  /** Every back-office page with 1,000 models, at the 95th percentile. */
  p95Ms: 100,
  /** The embedded default's memory: at rest, and under load (the upload). */
  rssAtRestMb: budgets.embeddedRssAtRestMb,
  rssUnderLoadMb: budgets.embeddedRssUnderLoadMb,
} as const

/**
 * The nearest-rank percentile: the smallest value that at least `p` percent of the values are at
 * or under. Always one of the values measured, never an interpolation between two.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no values to take a percentile of')
  if (!(p > 0 && p <= 100)) throw new Error(`a percentile is above 0 and at most 100, not ${p}`)
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[rank - 1]!
}

export function latencyOf(durationsMs: readonly number[]): Latency {
  return {
    requests: durationsMs.length,
    p50: percentile(durationsMs, 50),
    p95: percentile(durationsMs, 95),
    p99: percentile(durationsMs, 99),
    max: Math.max(...durationsMs),
  }
}

/** What breaks the page's budget, in words; empty when it is within it. */
export function pageBreaches(page: BackOfficePageResult): string[] {
  const breaches: string[] = []
  if (page.latency && page.latency.p95 > backOfficeBudgets.p95Ms) {
    breaches.push(`p95 ${page.latency.p95.toFixed(1)} ms > ${backOfficeBudgets.p95Ms}`)
  }
  if (page.non200 > 0) breaches.push(`${page.non200} answers not 200`)
  return breaches
}

/** What breaks the upload's memory budgets, or its success, in words. */
export function uploadBreaches(upload: UploadResult): string[] {
  const breaches: string[] = []
  const over = (label: string, bytes: number | null, maximumMb: number) => {
    if (bytes !== null && megabytes(bytes) > maximumMb) {
      breaches.push(`${label} ${megabytes(bytes).toFixed(0)} MB > ${maximumMb}`)
    }
  }
  over('peak', upload.peak, backOfficeBudgets.rssUnderLoadMb)
  over('at rest', upload.atRest, backOfficeBudgets.rssAtRestMb)
  if (upload.status !== 303) breaches.push(`answered ${upload.status}, not 303`)
  if (upload.photosAdded !== upload.files) {
    breaches.push(`${upload.photosAdded} of ${upload.files} photos on the record`)
  }
  return breaches
}

/** The pages' table: one row a page, its percentiles in milliseconds, a breach flagged. */
export function formatBackOfficeTable(
  pages: readonly BackOfficePageResult[],
  { width, pathWidth }: ColumnWidths = columnWidths(pages),
): string[] {
  const cell = (value: number | undefined) =>
    (value === undefined ? '-' : value.toFixed(1)).padStart(8)
  const header =
    'page'.padEnd(width) +
    'address'.padEnd(pathWidth) +
    ['p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'RSS MB'].map((title) => title.padStart(8)).join('')
  return [
    header,
    ...pages.map((page) => {
      const start = page.label.padEnd(width) + page.path.padEnd(pathWidth)
      if (page.error !== undefined) return `${start}could not be measured: ${page.error}`
      const { latency } = page
      const cells = [latency?.p50, latency?.p95, latency?.p99, latency?.max].map(cell).join('')
      const rss = (page.rssAfter === null ? '-' : megabytes(page.rssAfter).toFixed(0)).padStart(8)
      return `${start}${cells}${rss}${flag(pageBreaches(page))}`
    }),
  ]
}

export type ColumnWidths = { width: number; pathWidth: number }

/** The widths of the first two columns for these pages, so that rows printed apart align. */
export function columnWidths(pages: readonly { label: string; path: string }[]): ColumnWidths {
  return {
    width: Math.max(20, ...pages.map((page) => page.label.length + 2)),
    pathWidth: Math.max(9, ...pages.map((page) => page.path.length + 2)),
  }
}

/** The upload in one line: what was sent, how it went, and the memory around it. */
export function uploadLine(upload: UploadResult): string {
  const mb = (bytes: number | null) => (bytes === null ? '-' : megabytes(bytes).toFixed(0))
  const sent =
    `Upload of ${upload.files} photos of ${mb(upload.fileBytes)} MB in one form: ` +
    `${upload.status}, ${upload.photosAdded} photos added, ${(upload.durationMs / 1000).toFixed(1)} s`
  return (
    `${sent}. Site's resident memory (its process tree): ${mb(upload.before)} MB before, ` +
    `${mb(upload.peak)} MB at most (${upload.samples} readings), ` +
    `${mb(upload.atRest)} MB at rest after; the server's own peak since it started ` +
    `${mb(upload.processPeak)} MB` +
    flag(uploadBreaches(upload))
  )
}

/** The budgets, in one line for the summary. */
export function backOfficeBudgetRules(): string {
  return (
    `every page p95 ≤ ${backOfficeBudgets.p95Ms} ms; during the upload ≤ ` +
    `${backOfficeBudgets.rssUnderLoadMb} MB, at rest ≤ ${backOfficeBudgets.rssAtRestMb} MB`
  )
}

/** The CSRF token a back-office page's form carries, or null. */
export function csrfTokenOn(html: string): string | null {
  return /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? null
}

/** The one-time token of the link `npm run panel:user` prints, or null. */
export function setupTokenIn(output: string): string | null {
  return /\/set-password\?token=([^\s&]+)/.exec(output)?.[1] ?? null
}

/** How many photos a model's record shows: each has its own link to remove it. */
export function photoCountOn(html: string): number {
  return html.match(/\/photos\/\d+\/delete"/g)?.length ?? 0
}

/** The first address under `prefix` followed by an id that a page links to (`/news/12`). */
export function firstLinkId(html: string, prefix: string): string | null {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`href="${escaped}/(\\d+)"`).exec(html)?.[1] ?? null
}

/**
 * Keeps what `Set-Cookie` headers set in `jar`, as a browser does for one site (name → value),
 * and forgets a cookie they expire.
 */
export function keepCookies(jar: Map<string, string>, setCookies: readonly string[]) {
  for (const header of setCookies) {
    const [pair = ''] = header.split(';')
    const index = pair.indexOf('=')
    if (index < 1) continue
    const name = pair.slice(0, index).trim()
    if (/;\s*Max-Age=0/i.test(header)) jar.delete(name)
    else jar.set(name, pair.slice(index + 1).trim())
  }
}

export function cookieHeader(jar: ReadonlyMap<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

function megabytes(bytes: number): number {
  return bytes / 1_000_000
}

function flag(breaches: string[]): string {
  return breaches.length > 0 ? `  ← over budget: ${breaches.join(', ')}` : ''
}
