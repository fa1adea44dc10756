// `npm run bench`: build the site, serve it on a 1,000-talent catalog, and print for each page
// what a first visit costs (gzipped JavaScript and CSS), what Lighthouse thinks of it on a
// throttled phone (the median of several runs) and, with `--load`, how many requests a second
// the server answers and how much memory it holds. `--against` measures the same pages on
// another site, printed beneath ours. With `--back-office`, only the back office instead, signed
// in: each page's answer times and the memory of a large photo upload (back-office-bench.ts).
// Options: scripts/bench-report.ts's `usage`, docs/benchmark.md.
// It reports; it does not gate: a broken budget is flagged, and the exit code stays 0.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  accessSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { type LaunchedChrome, launch } from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { chromium, type Page as PlaywrightPage } from 'playwright-core'
import { z } from 'zod'
import { divisionCategoryIds, divisions, listedDivisionId } from '../app/config/business'
import { pages } from '../app/i18n/pages'
import { talentSlug } from '../app/lib/slug'
import { defaultDemoCount, generateDemoCatalog } from '../services/booking'
import { type BackOfficeFigures, measureBackOffice } from './back-office-bench'
import {
  backOfficeBudgetRules,
  backOfficeBudgets,
  formatBackOfficeTable,
  pageBreaches,
  uploadBreaches,
  uploadLine,
} from './back-office-report'
import { firstLoadAssets } from './bench-html'
import {
  type Asset,
  benchPaths,
  budgetBreaches,
  budgetRules,
  budgets,
  comparedLabel,
  comparedUrl,
  type EmbeddedMemory,
  embeddedMemoryLine,
  formatTable,
  hasThroughputTarget,
  type Lighthouse,
  legend,
  type Load,
  type Measures,
  type Memory,
  medianLighthouse,
  memoryLine,
  type Options,
  type PageResult,
  type PathMap,
  parseOptions,
  parsePathMap,
  type Sections,
  tableLabelWidth,
} from './bench-report'
import { chromiumFlags, chromiumPath } from './chromium'
import {
  heartInteractionAfterLoad,
  mobileContextOptions,
  tapFirstHeart,
  throttleToMobile,
} from './first-tap'
import { peakResidentBytes, treeResidentBytes } from './process-memory'
import { type RunningServer, startServer, startService } from '../tests/support/site-process'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const healthTimeoutMs = 60_000
/** How long a server is left alone before its memory at rest is read. */
const settleMs = 3_000
/** The embedded default's load runs: a busy moment of a small agency's server. */
const embeddedLoad = { connections: 200, duration: 60 }

/** A failure that ends the run with a message rather than a stack trace. */
class BenchError extends Error {}

// Whatever was started must be stopped, on success, on error and on Ctrl-C alike.
const cleanups: (() => Promise<void>)[] = []

/** One site's page while it is measured: its figures so far and its Lighthouse runs. */
type Target = {
  measures: Measures
  /** The first-load scripts, counted again with what Lighthouse saw the page load. */
  firstLoadScripts: string[]
  runs: Lighthouse[]
  errors: string[]
}

type Page = {
  path: string
  ours: Target | { error: string }
  theirs?: Target | { url: string; error: string }
}

async function main() {
  const options = readOptions()
  if (options.backOffice) return benchBackOffice(options)
  const pathMap = options.pathMap ? readPathMap(options.pathMap) : {}
  const paths = options.only ?? [...benchPaths(pages), ...profilePaths(options.talents)]
  const sections: Sections = { lighthouse: options.lighthouse, load: options.load }

  buildSite()
  const site = await startSiteWithCatalog(options)
  const memory: Memory = { started: null, atRest: null, afterLoad: null }
  memory.started = await residentMemory(site, settleMs)
  const chrome = options.lighthouse ? await launchChrome() : null
  if (chrome) cleanups.push(() => killChrome(chrome))
  if (options.lighthouse && !chrome) sections.lighthouse = false

  const against = options.against
  const comparedUrls = new Map(
    against ? paths.map((pagePath) => [pagePath, comparedUrl(pagePath, against, pathMap)]) : [],
  )
  const labelWidth = tableLabelWidth([
    ...paths,
    ...[...comparedUrls.values()].flatMap((url) => (url ? [comparedLabel(url)] : [])),
  ])
  console.log(`\nBenchmarking ${paths.length} pages at ${site.url}`)
  if (options.against) console.log(`beside the same pages at ${options.against}`)
  console.log(notes(options, chrome))

  const pagesMeasured: Page[] = []
  const firstPass: Sections = { lighthouse: sections.lighthouse, load: false }
  console.log(formatTable([], firstPass, labelWidth)[0])
  for (const pagePath of paths) {
    const page = await visitPage(site.url, pagePath, comparedUrls.get(pagePath))
    if (chrome) await runLighthouse(page, chrome, options.runs)
    if (chrome) await measureTaps(page, chrome)
    pagesMeasured.push(page)
    printRows(page, firstPass, labelWidth)
    printErrors(page, 'Lighthouse', labelWidth)
  }
  memory.atRest = await residentMemory(site, settleMs)

  if (options.load) {
    console.log(
      `\nLoad runs: autocannon, ${options.connections} connections, ${options.duration} s a page, ` +
        'asking as a browser does (Accept, Accept-Encoding: gzip, deflate, br, zstd)',
    )
    console.log(formatTable([], sections, labelWidth)[0])
    for (const page of pagesMeasured) {
      await loadPage(page, site, options)
      printRows(page, sections, labelWidth)
      printErrors(page, 'load', labelWidth)
    }
    memory.afterLoad = await residentMemory(site, 0)
  }
  // Stopped first: the embedded default is measured alone on the machine.
  await site.stop()
  const embedded = options.load ? await measureEmbeddedDefault() : null

  const results = pagesMeasured.flatMap(pageResult)
  const failures = pagesMeasured.flatMap((page) =>
    'error' in page.ours ? [{ path: page.path, error: page.ours.error }] : [],
  )
  console.log(`\n${legend(sections, options.runs)}`)
  console.log(memoryLine(memory))
  if (embedded) console.log(embeddedMemoryLine(embedded, embeddedLoad.connections))
  console.log(summary(results, failures.length))
  console.log(machineNote())
  const file = writeResults({ results, failures, memory, embedded, options, sections })
  console.log(`Figures written to ${path.relative(root, file)}`)
}

/**
 * The back office alone (`--back-office`), on the embedded services as `npm start` runs them, with
 * the seeded roster: issue 27's "Speed" proof. The site takes more contact messages a minute than
 * a visitor may send, so that the bench can fill the inbox through the public form first.
 */
async function benchBackOffice(options: Options) {
  buildSite()
  const siteDir = temporaryFolder('site')
  const site = await startSiteWithCatalog(options, {
    siteDir,
    env: { FORM_RATE_LIMIT: '1000' },
  })
  const started = await residentMemory(site, settleMs)
  console.log(
    `\nThe back office at ${site.url}/panel/admin, ${options.talents} talents in the embedded ` +
      'booking service, in the site’s process.',
  )
  console.log(machineNote())
  const figures = await measureBackOffice(site, {
    root,
    dataDir: siteDir,
    talents: options.talents,
    requests: options.requests,
  })
  await site.stop()

  const mb = (bytes: number | null) => (bytes === null ? '-' : (bytes / 1_000_000).toFixed(0))
  const { memory } = figures
  console.log(
    '\nTimes from the request to the last byte of the answer, ms; RSS: the site after the ' +
      "page's requests. The site's resident memory (its process tree): " +
      `${mb(started)} MB once started, ${mb(memory.signedIn)} MB signed in with the inbox ` +
      `filled, ${mb(memory.afterPages)} MB after every page's requests, ` +
      `${mb(memory.atRestAfterPages)} MB at rest after them.`,
  )
  console.log(
    'error' in figures.upload
      ? `The upload could not be made: ${figures.upload.error}`
      : uploadLine(figures.upload),
  )
  console.log(backOfficeSummary(figures))
  console.log(machineNote())
  const file = writeBackOfficeResults(figures, options, started)
  console.log(`Figures written to ${path.relative(root, file)}`)
}

function backOfficeSummary({ pages, upload }: BackOfficeFigures): string {
  const measured = pages.filter((page) => page.latency !== null)
  const over = measured.filter((page) => pageBreaches(page).length > 0).length
  const failed = pages.length - measured.length
  const verdict =
    over === 0
      ? `All ${measured.length} measured back-office pages are within budget`
      : `${over} of ${measured.length} measured back-office pages over budget`
  const uploadVerdict =
    'error' in upload
      ? 'the upload failed'
      : uploadBreaches(upload).length === 0
        ? 'the upload is within budget'
        : 'the upload is over budget'
  return (
    `${verdict}, ${uploadVerdict} (${backOfficeBudgetRules()}).` +
    (failed > 0 ? ` ${failed} could not be measured.` : '')
  )
}

function writeBackOfficeResults(
  figures: BackOfficeFigures,
  options: Options,
  started: number | null,
): string {
  const date = new Date()
  const directory = path.join(root, 'bench-results')
  mkdirSync(directory, { recursive: true })
  const stamp = date.toISOString().replace(/[:.]/g, '-')
  const file = path.join(directory, `bench-back-office-${stamp}.json`)
  const report = {
    date: date.toISOString(),
    node: process.version,
    machine: { cores: os.cpus().length, loadAverage: os.loadavg() },
    options,
    budgets: backOfficeBudgets,
    memory: { started, ...figures.memory },
    requestsPerPage: figures.requests,
    inboxMessages: figures.inboxMessages,
    pages: figures.pages.map((page) => ({ ...page, overBudget: pageBreaches(page) })),
    upload:
      'error' in figures.upload
        ? figures.upload
        : { ...figures.upload, overBudget: uploadBreaches(figures.upload) },
    table: formatBackOfficeTable(figures.pages),
  }
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}

function readOptions(): Options {
  try {
    return parseOptions(process.argv.slice(2))
  } catch (error) {
    throw new BenchError(message(error))
  }
}

function readPathMap(file: string): PathMap {
  try {
    return parsePathMap(readFileSync(path.resolve(file), 'utf8'))
  } catch (error) {
    throw new BenchError(`--path-map ${file}: ${message(error)}`)
  }
}

function printRows(page: Page, sections: Sections, labelWidth: number) {
  if ('error' in page.ours) {
    console.log(`${page.path.padEnd(labelWidth)}could not be measured: ${page.ours.error}`)
    return
  }
  for (const result of pageResult(page)) {
    for (const line of formatTable([result], sections, labelWidth).slice(1)) console.log(line)
  }
}

function printErrors(page: Page, what: 'Lighthouse' | 'load', labelWidth: number) {
  for (const target of [page.ours, page.theirs]) {
    if (!target || !('measures' in target)) continue
    const error =
      what === 'Lighthouse' ? target.measures.lighthouseError : target.measures.loadError
    if (error === undefined) continue
    const where = target === page.ours ? '' : ` (${target.measures.url})`
    console.log(`${''.padEnd(labelWidth)}${what} failed${where}: ${error}`)
  }
}

function pageResult(page: Page): PageResult[] {
  if ('error' in page.ours) return []
  const theirs = page.theirs && ('error' in page.theirs ? page.theirs : page.theirs.measures)
  return [
    {
      path: page.path,
      throughputTarget: hasThroughputTarget(page.path),
      ours: page.ours.measures,
      ...(theirs ? { theirs } : {}),
    },
  ]
}

function summary(results: PageResult[], failed: number): string {
  const over = results.filter(
    (result) => budgetBreaches(result.ours, result.throughputTarget).length > 0,
  ).length
  const verdict =
    over === 0
      ? `All ${results.length} measured pages are within budget`
      : `${over} of ${results.length} measured pages over budget`
  return `${verdict} (${budgetRules()}).${failed > 0 ? ` ${failed} could not be measured.` : ''}`
}

function notes(options: Options, chrome: LaunchedChrome | null): string {
  const lines = [
    options.remoteServices
      ? 'The catalog behind a remote booking service (and panel), each in its own process.'
      : 'The catalog in the embedded booking service, in the site’s process.',
  ]
  if (!options.lighthouse) lines.push('Lighthouse skipped (--no-lighthouse).')
  else if (!chrome) lines.push('Lighthouse skipped: Chrome did not start.')
  else {
    lines.push(
      `Lighthouse: mobile, default throttling (simulated), ${options.runs} ` +
        `run${options.runs === 1 ? '' : 's'} a page, about 10 s each.`,
    )
  }
  lines.push(machineNote())
  return `${lines.join('\n')}\n`
}

/** The machine is shared: its load average says how much else was running. */
function machineNote(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
  return `Machine: ${os.cpus().length} cores, load average ${load} (1, 5, 15 min).`
}

/** `npm run build`: the site, and its host bundled as production runs it. */
function buildSite() {
  process.stdout.write('Building the site and its host… ')
  const started = Date.now()
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (build.status !== 0) {
    console.log('failed.')
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`)
    const reason = build.error ? build.error.message : `exit code ${build.status ?? build.signal}`
    throw new BenchError(`The build failed (${reason}); nothing was measured.`)
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

function temporaryFolder(name: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), `passarela-bench-${name}-`))
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }))
  return folder
}

/**
 * Seeds a demo catalog of `talents` talents into the database of `dataDir`, as `npm run seed`
 * does: the site's own folder for its embedded booking service, or the folder a standalone
 * booking service is given as `BOOKING_DATA_DIR` (both keep PGlite in `<folder>/database`).
 */
function seedCatalog(dataDir: string, talents: number) {
  process.stdout.write(`Seeding ${talents} demo talents… `)
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed.ts', '--count', String(talents)],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  )
  if (seed.status !== 0) {
    process.stderr.write(`${seed.stdout ?? ''}${seed.stderr ?? ''}`)
    throw new BenchError('Seeding the demo catalog failed; nothing was measured.')
  }
  console.log('done.')
}

/**
 * The site on a seeded catalog, its services embedded or, with `--remote-services`, in processes
 * of their own reached by configuration, as the issue's server targets are set.
 */
async function startSiteWithCatalog(
  options: Options,
  {
    siteDir = temporaryFolder('site'),
    env = {},
  }: { siteDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  let serviceEnv: Record<string, string> = {}
  try {
    if (options.remoteServices) {
      const bookingDir = temporaryFolder('booking')
      seedCatalog(bookingDir, options.talents)
      const keys = { booking: randomUUID(), panel: randomUUID() }
      const common = { NODE_ENV: 'production', DATABASE_URL: '' }
      const booking = await startService('booking', {
        ...common,
        BOOKING_DATA_DIR: bookingDir,
        BOOKING_API_KEY: keys.booking,
      })
      cleanups.push(async () => void (await booking.stop()))
      const panel = await startService('panel', { ...common, PANEL_API_TOKEN: keys.panel })
      cleanups.push(async () => void (await panel.stop()))
      serviceEnv = {
        BOOKING_URL: booking.url,
        BOOKING_API_KEY: keys.booking,
        PANEL_URL: panel.url,
        PANEL_API_TOKEN: keys.panel,
      }
    } else {
      seedCatalog(siteDir, options.talents)
    }
    const site = await startServer(
      { DATA_DIR: siteDir, DATABASE_URL: '', ...serviceEnv, ...env },
      // The bundled host with production's allocator setting, as `npm start` runs it.
      { root, timeoutMs: healthTimeoutMs, ownPublicUrl: true, compiled: true },
    )
    cleanups.push(async () => void (await site.stop()))
    return site
  } catch (error) {
    if (error instanceof BenchError) throw error
    throw new BenchError(message(error))
  }
}

/**
 * The site as `npm start` runs it for an agency that changed nothing (decision 024): its memory
 * once its first start settles (the server's own `VmHWM` peak; initdb's child has ended), after a
 * restart, and at most under load on a board and a profile.
 */
async function measureEmbeddedDefault(): Promise<EmbeddedMemory> {
  const dataDir = temporaryFolder('embedded')
  const start = async () => {
    const site = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      { root, timeoutMs: 180_000, ownPublicUrl: true, compiled: true },
    )
    cleanups.push(async () => void (await site.stop()))
    return site
  }
  console.log('\nThe embedded default: first start on a new data folder…')
  const first = await start()
  const firstStartAtRest = await residentMemory(first, settleMs * 3)
  const firstStartPeak = first.process.pid ? await peakResidentBytes(first.process.pid) : null
  await first.stop()
  console.log('restart…')
  const site = await start()
  const restartAtRest = await residentMemory(site, settleMs * 3)
  const [talent] = profilePaths(defaultDemoCount)
  let underLoadPeak: number | null = null
  for (const pagePath of ['/models', ...(talent ? [talent] : [])]) {
    console.log(
      `${pagePath}: ${embeddedLoad.connections} connections for ${embeddedLoad.duration} s…`,
    )
    const running = load(new URL(pagePath, site.url).href, embeddedLoad)
    // Read every half second while the run lasts: the most it held, not what it kept after.
    let done = false
    void running.finally(() => (done = true)).catch(() => undefined)
    while (!done) {
      const now = await residentMemory(site, 0)
      if (now !== null) underLoadPeak = Math.max(underLoadPeak ?? 0, now)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    await running.catch((error: unknown) => console.log(`  load failed: ${message(error)}`))
  }
  await site.stop()
  return { firstStartPeak, firstStartAtRest, restartAtRest, underLoadPeak }
}

async function residentMemory(site: RunningServer, afterMs: number): Promise<number | null> {
  if (afterMs > 0) await new Promise((resolve) => setTimeout(resolve, afterMs))
  return site.process.pid === undefined ? null : treeResidentBytes(site.process.pid)
}

/** The profile of the roster's first talent with a portfolio, plain and under its division. */
function profilePaths(talents: number): string[] {
  const talent = generateDemoCatalog({ count: talents }).find(
    (candidate) => candidate.divisionIds.includes(listedDivisionId) && candidate.book.length > 2,
  )
  if (!talent) return []
  const division = divisions.find((name) => talent.categoryIds.includes(divisionCategoryIds[name]))
  const slug = talentSlug(talent.name)
  return [
    `/models/${talent.id}/${slug}`,
    ...(division ? [`/pt/modelos/${division}/${talent.id}/${slug}`] : []),
  ]
}

// Without Chrome the byte counts are still worth printing, so a failed launch is not fatal.
async function launchChrome(): Promise<LaunchedChrome | null> {
  try {
    // chrome-launcher leaves a failed spawn as an unhandled 'error' event that kills the process.
    accessSync(chromiumPath, constants.X_OK)
    return await launch({
      chromePath: chromiumPath,
      chromeFlags: chromiumFlags,
      logLevel: 'silent',
    })
  } catch (error) {
    console.error(`Could not launch Chrome at ${chromiumPath}: ${message(error)}`)
    return null
  }
}

async function killChrome(chrome: LaunchedChrome) {
  try {
    chrome.kill()
  } catch {
    // Already gone.
  }
}

/** The first visit of a page on our site and, when compared, on the other one. */
async function visitPage(
  baseUrl: string,
  pagePath: string,
  theirUrl: string | null | undefined,
): Promise<Page> {
  const page: Page = { path: pagePath, ours: await visit(new URL(pagePath, baseUrl).href) }
  if (theirUrl === null) {
    page.theirs = { url: pagePath, error: 'no such page in the path map' }
  } else if (theirUrl !== undefined) {
    const theirs = await visit(theirUrl)
    page.theirs = 'error' in theirs ? { url: theirUrl, error: theirs.error } : theirs
  }
  return page
}

async function visit(url: string): Promise<Target | { error: string }> {
  try {
    const response = await fetch(url, { headers: pageHeaders })
    if (!response.ok) throw new BenchError(`GET ${url} answered ${response.status}.`)
    const html = await response.text()
    // After a redirect, relative references resolve against where the browser ended up, and the
    // page is measured there.
    const pageUrl = response.url || url
    await warmImages(html, pageUrl)
    const { scripts, styles } = firstLoadAssets(html, pageUrl)
    const assets = await Promise.all([
      ...scripts.map((asset) => sizedAsset(asset, 'js')),
      ...styles.map((asset) => sizedAsset(asset, 'css')),
    ])
    const sum = (kind: Asset['kind']) =>
      assets
        .filter((asset) => asset.kind === kind)
        .reduce((total, asset) => total + asset.gzipBytes, 0)
    return {
      measures: { url: pageUrl, jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), assets },
      firstLoadScripts: scripts,
      runs: [],
      errors: [],
    }
  } catch (error) {
    return { error: message(error) }
  }
}

/**
 * The image endpoint encodes a photo on its first request and serves it from disk after:
 * a page is measured as a visitor after the first sees it, its images fetched once before.
 */
async function warmImages(html: string, pageUrl: string) {
  const sources = new Set(
    [...html.matchAll(/\/images\?[^"\s,]+/g)].map((match) => match[0].replaceAll('&amp;', '&')),
  )
  for (const accept of ['image/avif,image/webp,*/*', 'image/webp,*/*']) {
    await Promise.all(
      [...sources].map((source) =>
        fetch(new URL(source, pageUrl), { headers: { accept } }).then((response) =>
          response.arrayBuffer(),
        ),
      ),
    )
  }
}

// Pages share most of their chunks; each asset is downloaded and compressed once.
const sizeCache = new Map<string, Promise<{ bytes: number; gzipBytes: number }>>()

async function sizedAsset(url: string, kind: Asset['kind']): Promise<Asset> {
  return { url, kind, ...(await assetSize(url)) }
}

function assetSize(url: string) {
  let size = sizeCache.get(url)
  if (!size) {
    size = downloadAndGzip(url)
    sizeCache.set(url, size)
  }
  return size
}

/**
 * The asset's bytes as built, and gzipped as the server sends them to a browser that asks for
 * gzip alone: the same measure for our site and another, whatever else each server offers
 * (Chrome asks for Brotli too). One that sends it plain is weighed gzipped here (Node's default
 * level), as any server could send it.
 */
async function downloadAndGzip(url: string) {
  const { status, encoding, body } = await rawGet(url, { 'accept-encoding': 'gzip' })
  if (status < 200 || status >= 300) throw new BenchError(`GET ${url} answered ${status}.`)
  if (encoding === 'gzip') return { bytes: gunzipSync(body).length, gzipBytes: body.length }
  return { bytes: body.length, gzipBytes: gzipSync(body).length }
}

/** A GET whose body is kept as sent, still encoded (fetch would undo the encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  const get = url.startsWith('https:') ? https.get : http.get
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'],
            body: Buffer.concat(parts),
          }),
        )
        response.on('error', reject)
      }).on('error', reject)
    },
  )
}

/**
 * `runs` Lighthouse runs of the page, ours and theirs taking turns to share the machine's moods,
 * then the median of each figure. A run that fails to record (NO_NAVSTART, NO_FCP) is usually a
 * busy machine's hiccup, and is tried once more, as Lighthouse itself advises.
 */
async function runLighthouse(page: Page, chrome: LaunchedChrome, runs: number) {
  const targets = [page.ours, page.theirs].filter(
    (target): target is Target => target !== undefined && 'measures' in target,
  )
  for (let run = 0; run < runs; run++) {
    for (const target of targets) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          target.runs.push(await lighthouseRun(target, chrome.port))
          break
        } catch (error) {
          if (attempt === 2) target.errors.push(message(error))
        }
      }
    }
  }
  for (const target of targets) {
    if (target.runs.length > 0) {
      target.measures.lighthouse = medianLighthouse(target.runs)
      target.measures.lighthouseRuns = target.runs
    }
    if (target.errors.length > 0) {
      const failed = `${target.errors.length} of ${runs} runs failed`
      const kept = target.runs.length > 0 ? `, the median of the other ${target.runs.length}` : ''
      target.measures.lighthouseError = `${failed}${kept}: ${[...new Set(target.errors)].join('; ')}`
    }
  }
}

/**
 * Taps on the first heart, where the page has one, on the mobile profile throttled for real
 * (`scripts/first-tap.ts`): once the moment it shows, then every half second to 5 s, then once
 * the page has loaded; each on a fresh page in a browser context of its own.
 */
async function measureTaps(page: Page, chrome: LaunchedChrome) {
  const targets = [page.ours, page.theirs].filter(
    (target): target is Target => target !== undefined && 'measures' in target,
  )
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    for (const { measures } of targets) {
      if (!(await hasHeart(measures.url))) continue
      try {
        const onFreshPage = async <T>(measure: (tab: PlaywrightPage) => Promise<T>) => {
          const context = await browser.newContext(mobileContextOptions)
          try {
            const tab = await context.newPage()
            await throttleToMobile(context, tab)
            return await measure(tab)
          } finally {
            await context.close()
          }
        }
        const first = await onFreshPage((tab) => tapFirstHeart(tab, measures.url))
        const series = await onFreshPage((tab) =>
          tapFirstHeart(tab, measures.url, { stepsMs: tapStepsMs }),
        )
        const inpAfterLoad = await onFreshPage(async (tab) => {
          await tab.goto(measures.url)
          return heartInteractionAfterLoad(tab)
        })
        const firstLatency = first.taps[0]?.latencyMs ?? null
        const lags = series.taps.map((tap) => tap.latencyMs)
        measures.taps = {
          firstTap: firstLatency === null ? null : (first.taps[0]?.atMs ?? 0) + firstLatency,
          worstLag: lags.includes(null) ? null : Math.max(...lags.map(Number)),
          inpAfterLoad: inpAfterLoad === null ? null : Math.round(inpAfterLoad),
        }
      } catch (error) {
        measures.tapsError = message(error)
      }
    }
  } finally {
    await browser.close()
  }
}

/** Every half second from the moment the heart shows, to 5 s. */
const tapStepsMs = Array.from({ length: 11 }, (_, step) => step * 500)

async function hasHeart(url: string): Promise<boolean> {
  const response = await fetch(url, { headers: pageHeaders })
  return (await response.text()).includes('data-favorite-toggle')
}

async function lighthouseRun(target: Target, port: number): Promise<Lighthouse> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Taken after the load, for the report's pictures only: time saved, nothing measured lost.
    disableFullPageScreenshot: true,
  }
  const run = await lighthouse(target.measures.url, flags)
  if (!run) throw new Error('Lighthouse returned no result.')
  const { lhr } = run
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  return {
    scores: {
      performance: categoryScore(lhr, 'performance'),
      accessibility: categoryScore(lhr, 'accessibility'),
      bestPractices: categoryScore(lhr, 'best-practices'),
      seo: categoryScore(lhr, 'seo'),
    },
    metrics: {
      lcp: auditValue(lhr, 'largest-contentful-paint'),
      cls: auditValue(lhr, 'cumulative-layout-shift'),
      tbt: auditValue(lhr, 'total-blocking-time'),
      jsBeforeAction: await scriptBeforeAction(target, lhr),
    },
  }
}

const networkRequests = z.object({
  items: z.array(
    z.object({
      url: z.string(),
      resourceType: z.string().optional(),
      statusCode: z.number().optional(),
    }),
  ),
})

/**
 * All the script the page loads before the visitor acts, gzipped: its first-load scripts and
 * every script request of Lighthouse's own load (the very load that is scored; a second pass
 * would bring another viewport and idea of idle). Gzipped as the first-load sizes, not by
 * Lighthouse's transfer sizes, which follow each server's encoding. Null if one cannot be weighed.
 */
async function scriptBeforeAction(target: Target, lhr: Result): Promise<number | null> {
  const parsed = networkRequests.safeParse(lhr.audits['network-requests']?.details)
  const loaded = parsed.success
    ? parsed.data.items
        .filter(({ url, resourceType, statusCode = 0 }) => {
          const answered = statusCode >= 200 && statusCode < 400
          return resourceType === 'Script' && answered && /^https?:/.test(url)
        })
        .map(({ url }) => url)
    : []
  const scripts = [...new Set([...target.firstLoadScripts, ...loaded])]
  try {
    const sizes = await Promise.all(scripts.map(assetSize))
    return sizes.reduce((total, size) => total + size.gzipBytes, 0)
  } catch {
    return null
  }
}

function categoryScore(lhr: Result, id: string): number | null {
  const score = lhr.categories[id]?.score
  return score == null ? null : Math.round(score * 100)
}

function auditValue(lhr: Result, id: string): number | null {
  return lhr.audits[id]?.numericValue ?? null
}

/** What Chrome asks for when it navigates to a page, but the encodings. */
const pageHeaders = {
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
}

/**
 * With Chrome's encodings too, for the load runs: the server compresses as it would for a
 * visitor. (Node's fetch, above, cannot decode zstd, so it asks for its own list.)
 */
const browserHeaders = { ...pageHeaders, 'accept-encoding': 'gzip, deflate, br, zstd' }

/** Our page under load, with the site's memory on either side of it, then theirs (no memory). */
async function loadPage(page: Page, site: RunningServer, options: Options) {
  if ('error' in page.ours) return
  const ours = page.ours.measures
  const rssBefore = await residentMemory(site, 0)
  try {
    ours.load = await load(ours.url, options)
  } catch (error) {
    ours.loadError = message(error)
  }
  const rssAfter = await residentMemory(site, 0)
  if (ours.load) Object.assign(ours.load, { rssBefore, rssAfter })
  if (page.theirs && 'measures' in page.theirs) {
    const theirs = page.theirs.measures
    try {
      theirs.load = await load(theirs.url, options)
    } catch (error) {
      theirs.loadError = message(error)
    }
  }
}

async function load(
  url: string,
  options: Pick<Options, 'connections' | 'duration'>,
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: browserHeaders,
  })
  // Answers slower than the whole run are never counted: zeros would read as a measurement.
  if (result.requests.total === 0) {
    throw new Error(`no answer completed within the ${options.duration} s run`)
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

function writeResults({
  results,
  failures,
  memory,
  embedded,
  options,
  sections,
}: {
  results: PageResult[]
  failures: { path: string; error: string }[]
  memory: Memory
  embedded: EmbeddedMemory | null
  options: Options
  sections: Sections
}): string {
  const date = new Date()
  const directory = path.join(root, 'bench-results')
  mkdirSync(directory, { recursive: true })
  const file = path.join(directory, `bench-${date.toISOString().replace(/[:.]/g, '-')}.json`)
  const report = {
    date: date.toISOString(),
    node: process.version,
    machine: { cores: os.cpus().length, loadAverage: os.loadavg() },
    options,
    lighthouse: sections.lighthouse
      ? `mobile, default config, median of ${options.runs} runs per figure`
      : 'skipped',
    budgets,
    memory,
    embeddedMemory: embedded,
    pages: results.map((result) => ({
      ...result,
      overBudget: budgetBreaches(result.ours, result.throughputTarget),
    })),
    failures,
    table: formatTable(results, sections),
  }
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}

async function cleanUp() {
  const pending = cleanups.splice(0).reverse()
  // One after the other: the site stops before the services it calls, folders go last.
  for (const cleanup of pending) await cleanup().catch(() => undefined)
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and Chrome.`)
    void cleanUp().finally(() => process.exit(130))
  })
}

try {
  await main()
} catch (error) {
  console.error(`\nbench: ${error instanceof BenchError ? error.message : error}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
