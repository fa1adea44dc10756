// `npm run bench`: build the site, serve it, and print for each page what a first visit costs
// (gzipped JavaScript and CSS) and what Lighthouse thinks of it on a throttled phone.
// It reports; it does not gate: a broken budget is flagged, and the exit code stays 0.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type LaunchedChrome, launch } from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { divisionCategoryIds, divisions, listedDivisionId } from '../app/config/business'
import { pages } from '../app/i18n/pages'
import { talentSlug } from '../app/lib/slug'
import { generateDemoCatalog } from '../services/booking'
import { firstLoadAssets } from './bench-html'
import { chromiumFlags, chromiumPath } from './chromium'
import { type RunningServer, startServer } from './site-process'
import {
  type Asset,
  benchPaths,
  budgetBreaches,
  budgets,
  formatLine,
  type Lighthouse,
  type Options,
  type PageResult,
  parseOptions,
  pathColumnWidth,
} from './bench-report'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const healthTimeoutMs = 30_000

/** A failure that ends the run with a message rather than a stack trace. */
class BenchError extends Error {}

type Server = { baseUrl: string }

// Whatever was started must be stopped, on success, on error and on Ctrl-C alike.
const cleanups: (() => Promise<void>)[] = []

async function main() {
  const options = readOptions()
  const paths = options.only ?? [...benchPaths(pages), ...profilePaths(options.talents)]

  buildSite()
  const dataDir = seedCatalog(options.talents)
  const server = await startSite(dataDir)
  const chrome = options.lighthouse ? await launchChrome() : null
  if (chrome) cleanups.push(() => killChrome(chrome))

  console.log(`\nBenchmarking ${paths.length} pages at ${server.baseUrl}`)
  console.log(lighthouseNote(options, chrome))
  const width = pathColumnWidth(paths)
  const results: PageResult[] = []
  const failures: { path: string; error: string }[] = []
  for (const pagePath of paths) {
    try {
      const result = await benchPage(server.baseUrl, pagePath, chrome)
      results.push(result)
      console.log(formatLine(result, width))
      if (result.lighthouseError) {
        console.log(`${''.padEnd(width)}Lighthouse failed: ${result.lighthouseError}`)
      }
    } catch (error) {
      failures.push({ path: pagePath, error: message(error) })
      console.log(`${pagePath.padEnd(width)}could not be measured: ${message(error)}`)
    }
  }

  console.log(`\n${summary(results, failures.length)}`)
  console.log(`Figures written to ${path.relative(root, writeResults(results, failures, options))}`)
}

function readOptions(): Options {
  try {
    return parseOptions(process.argv.slice(2))
  } catch (error) {
    throw new BenchError(message(error))
  }
}

function summary(results: PageResult[], failed: number): string {
  const over = results.filter((result) => budgetBreaches(result).length > 0).length
  const verdict =
    over === 0
      ? `All ${results.length} measured pages are within budget`
      : `${over} of ${results.length} measured pages over budget`
  const rules = `JS ≤ ${budgets.jsKb} KB gz; perf ≥ ${budgets.performance}; a11y, bp, seo = 100`
  return `${verdict} (${rules}).${failed > 0 ? ` ${failed} could not be measured.` : ''}`
}

function lighthouseNote(options: Options, chrome: LaunchedChrome | null): string {
  if (!options.lighthouse) return 'Lighthouse skipped (--no-lighthouse).\n'
  if (!chrome) return 'Lighthouse skipped: Chrome did not start.\n'
  return 'Lighthouse: mobile, default throttling (simulated); about 10 s a page.\n'
}

function buildSite() {
  process.stdout.write('Building the site… ')
  const started = Date.now()
  const build = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
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

/** A data folder of its own, holding a demo catalog of `talents` talents. */
function seedCatalog(talents: number): string {
  process.stdout.write(`Seeding ${talents} demo talents… `)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-bench-'))
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
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
  return dataDir
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

async function startSite(dataDir: string): Promise<Server> {
  let site: RunningServer
  try {
    site = await startServer(
      { DATA_DIR: dataDir },
      { root, timeoutMs: healthTimeoutMs, ownPublicUrl: true },
    )
  } catch (error) {
    throw new BenchError(message(error))
  }
  cleanups.push(async () => void (await site.stop()))
  return { baseUrl: site.url }
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

async function benchPage(
  baseUrl: string,
  pagePath: string,
  chrome: LaunchedChrome | null,
): Promise<PageResult> {
  const url = new URL(pagePath, baseUrl).href
  const response = await fetch(url)
  if (!response.ok) throw new BenchError(`GET ${url} answered ${response.status}.`)
  const html = await response.text()
  // After a redirect, relative references resolve against where the browser ended up.
  const pageUrl = response.url || url
  await warmImages(html, pageUrl)
  const assets = await measureAssets(html, pageUrl)
  const sum = (kind: Asset['kind']) =>
    assets
      .filter((asset) => asset.kind === kind)
      .reduce((total, asset) => total + asset.gzipBytes, 0)
  const result: PageResult = {
    path: pagePath,
    jsGzipBytes: sum('js'),
    cssGzipBytes: sum('css'),
    assets,
  }
  if (!chrome) return result
  // A trace that fails to record (NO_NAVSTART, NO_FCP) is usually a hiccup of a busy machine,
  // and Lighthouse itself says to run again; a second failure is reported.
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      result.lighthouse = await runLighthouse(url, chrome.port)
      delete result.lighthouseError
      break
    } catch (error) {
      result.lighthouseError = message(error)
    }
  }
  return result
}

// Pages share most of their chunks; each asset is downloaded and compressed once.
const assetCache = new Map<string, Promise<{ bytes: number; gzipBytes: number }>>()

function measureAssets(html: string, pageUrl: string): Promise<Asset[]> {
  const { scripts, styles } = firstLoadAssets(html, pageUrl)
  const wanted = [...ofKind(scripts, 'js'), ...ofKind(styles, 'css')]
  return Promise.all(
    wanted.map(async ({ url: assetUrl, kind }) => ({
      url: assetUrl,
      kind,
      ...(await assetSize(assetUrl)),
    })),
  )
}

function ofKind(urls: string[], kind: Asset['kind']) {
  return urls.map((url) => ({ url, kind }))
}

function assetSize(url: string) {
  let size = assetCache.get(url)
  if (!size) {
    size = downloadAndGzip(url)
    assetCache.set(url, size)
  }
  return size
}

async function downloadAndGzip(url: string) {
  const response = await fetch(url)
  if (!response.ok) throw new BenchError(`GET ${url} answered ${response.status}.`)
  // fetch undoes the server's own compression, so these are the bytes as built.
  const body = Buffer.from(await response.arrayBuffer())
  return { bytes: body.length, gzipBytes: gzipSync(body).length }
}

async function runLighthouse(url: string, port: number): Promise<Lighthouse> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  }
  const run = await lighthouse(url, flags)
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
    },
  }
}

function categoryScore(lhr: Result, id: string): number | null {
  const score = lhr.categories[id]?.score
  return score == null ? null : Math.round(score * 100)
}

function auditValue(lhr: Result, id: string): number | null {
  return lhr.audits[id]?.numericValue ?? null
}

function writeResults(
  results: PageResult[],
  failures: { path: string; error: string }[],
  options: Options,
): string {
  const date = new Date()
  const directory = path.join(root, 'bench-results')
  mkdirSync(directory, { recursive: true })
  const file = path.join(directory, `bench-${date.toISOString().replace(/[:.]/g, '-')}.json`)
  const report = {
    date: date.toISOString(),
    node: process.version,
    lighthouse: options.lighthouse ? 'mobile, default config' : 'skipped',
    budgets,
    pages: results.map((result) => ({ ...result, overBudget: budgetBreaches(result) })),
    failures,
  }
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}

async function cleanUp() {
  const pending = cleanups.splice(0).reverse()
  await Promise.allSettled(pending.map((cleanup) => cleanup()))
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and Chrome.`)
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
