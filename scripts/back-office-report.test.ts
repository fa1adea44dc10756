import { expect, test } from 'vitest'
import {
  type BackOfficePageResult,
  columnWidths,
  cookieHeader,
  csrfTokenOn,
  firstLinkId,
  formatBackOfficeTable,
  keepCookies,
  latencyOf,
  pageBreaches,
  percentile,
  photoCountOn,
  setupTokenIn,
  type UploadResult,
  uploadBreaches,
  uploadLine,
} from './back-office-report'

test('takes the nearest-rank percentile: always a value measured, whatever their order', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index)
  expect(percentile(hundred, 50)).toBe(50)
  expect(percentile(hundred, 95)).toBe(95)
  expect(percentile(hundred, 99)).toBe(99)
  expect(percentile(hundred, 100)).toBe(100)
  expect(percentile([7], 99)).toBe(7)
  // Of 200 answers the 95th percentile is the 190th fastest: ten may be slower.
  const twoHundred = Array.from({ length: 200 }, (_, index) => (index < 190 ? 10 : 500))
  expect(percentile(twoHundred, 95)).toBe(10)
  expect(percentile([...twoHundred, 500], 95)).toBe(500)
  expect(() => percentile([], 50)).toThrow(/no values/)
  expect(() => percentile([1], 0)).toThrow(/percentile/)
})

test('sums up the answer times of a page', () => {
  expect(latencyOf([12, 8, 30, 9, 10])).toEqual({ requests: 5, p50: 10, p95: 30, p99: 30, max: 30 })
})

function page(p95: number, overrides: Partial<BackOfficePageResult> = {}): BackOfficePageResult {
  return {
    label: 'Models, page 1',
    path: '/models',
    latency: { requests: 200, p50: p95 / 2, p95, p99: p95 + 5, max: p95 + 20 },
    non200: 0,
    rssAfter: 231_400_000,
    ...overrides,
  }
}

test('flags a page over 100 ms at the 95th percentile, or one that did not answer 200', () => {
  expect(pageBreaches(page(99.9))).toEqual([])
  expect(pageBreaches(page(100))).toEqual([])
  expect(pageBreaches(page(100.4))).toEqual(['p95 100.4 ms > 100'])
  expect(pageBreaches(page(20, { non200: 3 }))).toEqual(['3 answers not 200'])
})

test('prints a row a page under one header, the breach at its end', () => {
  const pages = [
    page(40),
    page(140, { label: 'Audit log', path: '/audit' }),
    page(0, { label: 'A story', path: '/news/9', latency: null, error: 'answered 404' }),
  ]
  const lines = formatBackOfficeTable(pages)
  expect(lines[0]).toMatch(/^page\s+address\s+p50 ms\s+p95 ms\s+p99 ms\s+max ms\s+RSS MB$/)
  expect(lines[1]).toMatch(/^Models, page 1\s+\/models\s+20\.0\s+40\.0\s+45\.0\s+60\.0\s+231$/)
  expect(lines[2]).toMatch(/Audit log.*140\.0.*← over budget: p95 140\.0 ms > 100$/)
  expect(lines[3]).toMatch(/^A story\s+\/news\/9\s+could not be measured: answered 404$/)
  // Rows printed one at a time align with the header when given the same widths.
  const widths = columnWidths(pages)
  expect(formatBackOfficeTable([pages[1]!], widths)[1]).toBe(lines[2])
})

const upload: UploadResult = {
  files: 20,
  fileBytes: 8_100_000,
  status: 303,
  photosAdded: 20,
  durationMs: 9_400,
  before: 180_000_000,
  peak: 300_000_000,
  processPeak: 310_000_000,
  atRest: 200_000_000,
  samples: 190,
}

test('judges the upload against the memory budgets and its success', () => {
  expect(uploadBreaches(upload)).toEqual([])
  expect(uploadBreaches({ ...upload, peak: 400_000_000, atRest: 260_000_000 })).toEqual([
    'peak 400 MB > 384',
    'at rest 260 MB > 256',
  ])
  expect(uploadBreaches({ ...upload, status: 413, photosAdded: 0 })).toEqual([
    'answered 413, not 303',
    '0 of 20 photos on the record',
  ])
  expect(uploadLine(upload)).toBe(
    'Upload of 20 photos of 8 MB in one form: 303, 20 photos added, 9.4 s. ' +
      "Site's resident memory (its process tree): 180 MB before, 300 MB at most (190 readings), " +
      "200 MB at rest after; the server's own peak since it started 310 MB",
  )
})

test('reads the CSRF token, the set-password link, the photos and the first id of a page', () => {
  expect(csrfTokenOn('<input type="hidden" name="_csrf" value="a.b-c_d"/>')).toBe('a.b-c_d')
  expect(csrfTokenOn('<form></form>')).toBeNull()
  const printed =
    'Created the back-office account bench@passarela.test.\nSet its password…, once, at:\n\n' +
    '  http://127.0.0.1:4100/panel/admin/set-password?token=Zx9_-k2\n'
  expect(setupTokenIn(printed)).toBe('Zx9_-k2')
  expect(setupTokenIn('Reset nothing')).toBeNull()
  const record =
    '<a href="/panel/admin/models/7/photos/31/delete" aria-label="x">Remove</a>' +
    '<a href="/panel/admin/models/7/photos/32/delete" aria-label="y">Remove</a>' +
    '<a class="button danger" href="/panel/admin/models/7/delete">Delete</a>'
  expect(photoCountOn(record)).toBe(2)
  expect(photoCountOn('<p>No photos yet.</p>')).toBe(0)
  const list = '<a href="/panel/admin/models/new">New</a><a href="/panel/admin/models/4012">Ana</a>'
  expect(firstLinkId(list, '/panel/admin/models')).toBe('4012')
  expect(firstLinkId(list, '/panel/admin/news')).toBeNull()
})

test('keeps cookies as a browser does for one site, forgetting an expired one', () => {
  const jar = new Map<string, string>()
  keepCookies(jar, [
    'passarela_csrf=abc; Path=/panel/admin; HttpOnly; SameSite=Lax',
    'passarela_staff=s1=x; Path=/; HttpOnly',
  ])
  expect(cookieHeader(jar)).toBe('passarela_csrf=abc; passarela_staff=s1=x')
  keepCookies(jar, ['passarela_csrf=; Path=/panel/admin; Max-Age=0', 'junk'])
  expect(cookieHeader(jar)).toBe('passarela_staff=s1=x')
})
