// `npm run bench -- --back-office`: issue 27's "Speed" proof of the back office, on the site as
// `npm start` runs it with a 1,000-talent roster. A staff account made as `npm run panel:user`
// makes it signs in through the form; every page a booker opens is asked for one after the other,
// as a person clicks, after twenty 8 MB photos were uploaded to a model while the site's memory
// was read every 50 ms. The figures are judged in scripts/back-office-report.ts.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { boards, divisions, photoRules } from '../contracts/booking-admin'
import { generateDemoCatalog } from '../services/booking'
import {
  type BackOfficePageResult,
  columnWidths,
  cookieHeader,
  csrfTokenOn,
  firstLinkId,
  formatBackOfficeTable,
  keepCookies,
  latencyOf,
  photoCountOn,
  setupTokenIn,
  type UploadResult,
  uploadLine,
} from './back-office-report'
import { peakResidentBytes, treeResidentBytes } from './process-memory'
import type { RunningServer } from '../tests/support/site-process'

const run = promisify(execFile)

/** Where the embedded panel mounts its back office. */
const base = '/panel/admin'
const staff = { email: 'bench@passarela.test', password: 'lago sul ao entardecer de setembro' }
/** Contact messages sent through the site first, so that the inbox is not empty. */
const inboxMessages = 60
/** Requests of a page before its measured ones: the caches and the JIT as a working day has them. */
const warmUpRequests = 20
/** How often the site's memory is read while the photos upload. */
const sampleEveryMs = 50
/** How long the site is left alone after the upload before its memory at rest is read. */
const restMs = 10_000

export type BackOfficeFigures = {
  requests: number
  inboxMessages: number
  pages: BackOfficePageResult[]
  upload: UploadResult | { error: string }
  /** The site's resident memory (its process tree) along the run, in bytes. */
  memory: {
    /** Signed in, the inbox filled, before the upload. */
    signedIn: number | null
    /** Once every page's requests are done, and once the site has been left alone after. */
    afterPages: number | null
    atRestAfterPages: number | null
  }
}

/**
 * Measures the back office of `site`, whose data folder is `dataDir` and whose roster is the demo
 * catalog of `talents` talents; `requests` measured requests a page. Prints as it goes.
 */
export async function measureBackOffice(
  site: RunningServer,
  {
    root,
    dataDir,
    talents,
    requests,
  }: {
    root: string
    dataDir: string
    talents: number
    requests: number
  },
): Promise<BackOfficeFigures> {
  const sent = await sendContactMessages(site.url, inboxMessages)
  const browser = new StaffBrowser(site.url)
  await createAccount(browser, { root, dataDir })
  await browser.signIn()
  console.log(`Signed in as ${staff.email}; ${sent} contact messages sent to the inbox.`)

  const pid = site.process.pid
  if (pid === undefined) throw new Error('the site has no process id')
  const signedIn = await treeResidentBytes(pid)
  const paths = await pagePaths(browser, talents)

  // First, on a site that has done little yet: the upload's own peak, not the pages' wake.
  const upload = await uploadPhotos(browser, pid, paths).catch((error: unknown) => ({
    error: message(error),
  }))
  console.log(
    'error' in upload ? `The upload could not be made: ${upload.error}` : uploadLine(upload),
  )

  console.log(
    `\nBack-office pages: ${warmUpRequests} requests to warm up, then ${requests} measured, one ` +
      'after the other, signed in',
  )
  const pages: BackOfficePageResult[] = []
  const widths = columnWidths(paths)
  console.log(formatBackOfficeTable([], widths)[0])
  for (const { label, path: pagePath } of paths) {
    const page = await measurePage(browser, label, pagePath, requests, pid)
    pages.push(page)
    console.log(formatBackOfficeTable([page], widths)[1])
  }

  const afterPages = await treeResidentBytes(pid)
  await new Promise((resolve) => setTimeout(resolve, restMs))
  const atRestAfterPages = await treeResidentBytes(pid)
  return {
    requests,
    inboxMessages: sent,
    pages,
    upload,
    memory: { signedIn, afterPages, atRestAfterPages },
  }
}

/** A browser of the back office: its cookies kept, redirects not followed, forms posted. */
class StaffBrowser {
  private readonly cookies = new Map<string, string>()
  private token = ''

  constructor(readonly origin: string) {}

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    headers.set('cookie', cookieHeader(this.cookies))
    headers.set('accept', 'text/html,application/xhtml+xml')
    if (init.method === 'POST') headers.set('origin', this.origin)
    const response = await fetch(this.origin + pathname, { ...init, headers, redirect: 'manual' })
    keepCookies(this.cookies, response.headers.getSetCookie())
    return response
  }

  /** A back-office page's HTML, which must answer 200. */
  async page(pathname: string): Promise<string> {
    const response = await this.request(base + pathname)
    const html = await response.text()
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`)
    return html
  }

  /** Posts a form of the back office, with the CSRF token its page carried. */
  async post(pathname: string, fields: Record<string, string>, token = this.token) {
    return this.request(base + pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: token, ...fields }),
    })
  }

  async postFiles(pathname: string, form: FormData) {
    form.set('_csrf', this.token)
    return this.request(base + pathname, { method: 'POST', body: form })
  }

  async setPassword(token: string) {
    const form = await this.page(`/set-password?token=${encodeURIComponent(token)}`)
    const answer = await this.post(
      '/set-password',
      { token, password: staff.password, confirm: staff.password },
      tokenOf(form),
    )
    if (answer.status !== 303) throw new Error(`setting the password answered ${answer.status}`)
  }

  async signIn() {
    const form = await this.page('/sign-in')
    const answer = await this.post('/sign-in', staff, tokenOf(form))
    if (answer.status !== 303) throw new Error(`the sign-in answered ${answer.status}`)
    // Once signed in, the forms' token is bound to the session: the same on every page.
    this.token = tokenOf(await this.page('/account'))
  }
}

function tokenOf(html: string): string {
  const token = csrfTokenOn(html)
  if (!token) throw new Error('no CSRF token on the page')
  return token
}

/**
 * The account made by `npm run panel:user` while the site serves (it asks the running panel over
 * its socket, decision 025), its password set through the link it printed.
 */
async function createAccount(
  browser: StaffBrowser,
  { root, dataDir }: { root: string; dataDir: string },
) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: browser.origin }
  delete env.PANEL_DATA_DIR
  delete env.DATABASE_URL
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/panel-user.ts', '--email', staff.email, '--name', 'Bench'],
    { cwd: root, env, timeout: 60_000 },
  )
  const token = setupTokenIn(stdout)
  if (!token) throw new Error(`panel:user printed no link:\n${stdout}`)
  await browser.setPassword(token)
}

/** Contact messages posted as a browser without script posts the form; how many went. */
async function sendContactMessages(origin: string, count: number): Promise<number> {
  let sent = 0
  for (let index = 1; index <= count; index++) {
    const response = await fetch(`${origin}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: `Cliente ${index}`,
        email: `cliente${index}@example.com`,
        phone: '+55 61 99999-0000',
        message: `Uma campanha em março, três dias de fotos, pedido ${index}.`,
      }),
    })
    await response.arrayBuffer()
    if (response.status === 303) sent++
  }
  return sent
}

type PagePath = { label: string; path: string }

/** Every GET page of the back office's route table a booker opens, with real ids in them. */
async function pagePaths(browser: StaffBrowser, talents: number): Promise<PagePath[]> {
  const list = await browser.page('/models')
  const model = firstLinkId(list, `${base}/models`)
  if (!model) throw new Error('the Models list links to no model')
  // A name from the middle of the roster, searched by surname as a booker types it.
  const demo = generateDemoCatalog({ count: talents })
  const surname = demo[Math.floor(demo.length / 2)]?.name.split(' ').at(-1) ?? 'Silva'
  const lastPage = Math.max(1, Math.ceil(talents / 50))
  const story = firstLinkId(await browser.page('/news'), `${base}/news`)
  const message = firstLinkId(await browser.page('/inbox'), `${base}/inbox`)
  const [division = 'mainboard'] = divisions
  const [board = 'women'] = boards
  return [
    { label: 'Models, page 1', path: '/models' },
    { label: 'Models, a later page', path: `/models?page=${Math.ceil(lastPage * 0.75)}` },
    { label: 'Models, by name', path: `/models?q=${encodeURIComponent(surname)}` },
    { label: 'Models, a division', path: `/models?division=${division}` },
    { label: 'Models, a board', path: `/models?board=${board}` },
    { label: 'Models, hidden', path: '/models?state=hidden' },
    {
      label: 'Models, three filters',
      path: `/models?division=${division}&board=${board}&state=published`,
    },
    { label: "A model's record", path: `/models/${model}` },
    { label: 'New model', path: '/models/new' },
    { label: 'Remove a model', path: `/models/${model}/delete` },
    { label: 'Inbox', path: '/inbox' },
    ...(message ? [{ label: 'A message', path: `/inbox/${message}` }] : []),
    { label: 'Inbox as CSV', path: '/inbox.csv' },
    { label: 'News', path: '/news' },
    ...(story ? [{ label: 'A story', path: `/news/${story}` }] : []),
    { label: 'New story', path: '/news/new' },
    { label: 'Slides', path: '/slides' },
    { label: 'Links', path: '/links' },
    { label: 'Audit log', path: '/audit' },
    { label: 'Account', path: '/account' },
  ]
}

/** A page asked for `requests` times after the warm-up, each answer read to its end. */
async function measurePage(
  browser: StaffBrowser,
  label: string,
  pagePath: string,
  requests: number,
  pid: number,
): Promise<BackOfficePageResult> {
  try {
    for (let index = 0; index < warmUpRequests; index++) {
      const response = await browser.request(base + pagePath)
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`answered ${response.status}`)
    }
    const durations: number[] = []
    let non200 = 0
    for (let index = 0; index < requests; index++) {
      const started = performance.now()
      const response = await browser.request(base + pagePath)
      await response.arrayBuffer()
      durations.push(performance.now() - started)
      if (response.status !== 200) non200++
    }
    const rssAfter = await treeResidentBytes(pid)
    return { label, path: pagePath, latency: latencyOf(durations), non200, rssAfter }
  } catch (error) {
    return {
      label,
      path: pagePath,
      latency: null,
      non200: 0,
      rssAfter: null,
      error: message(error),
    }
  }
}

/**
 * The most photos one upload takes (`photoRules.maxPerUpload`), each about 8 MB: 24 megapixels
 * of noise, as a camera's photo has, in a JPEG that noise keeps large. Each is different, so
 * nothing on the way can share them.
 */
async function writePhotos(folder: string): Promise<string[]> {
  const [width, height] = [6000, 4000]
  const files: string[] = []
  for (let index = 1; index <= photoRules.maxPerUpload; index++) {
    const file = path.join(folder, `noise-${String(index).padStart(2, '0')}.jpg`)
    await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 41 })
      .toFile(file)
    files.push(file)
  }
  return files
}

/**
 * Twenty photos in one post of the model's portfolio form, as the staff's browser sends them,
 * while the site's memory (its process tree) is read every 50 ms; then the photos are counted on
 * the model's record, and the memory read again once the site has been left alone.
 */
async function uploadPhotos(
  browser: StaffBrowser,
  pid: number,
  paths: PagePath[],
): Promise<UploadResult> {
  const record = paths.find((entry) => entry.label === "A model's record")?.path
  if (!record) throw new Error('no model to upload to')
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-bench-photos-'))
  try {
    process.stdout.write(
      `\nWriting ${photoRules.maxPerUpload} photos of 24 megapixels of noise (JPEG)… `,
    )
    const files = await writePhotos(folder)
    const fileBytes = Math.round(
      files.reduce((total, file) => total + statSync(file).size, 0) / files.length,
    )
    console.log(`${(fileBytes / 1_000_000).toFixed(1)} MB each.`)
    const photosBefore = photoCountOn(await browser.page(record))
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const before = await treeResidentBytes(pid)

    const form = new FormData()
    for (const file of files) {
      form.append('photos', await openAsBlob(file, { type: 'image/jpeg' }), path.basename(file))
    }
    let peak = before
    let samples = 0
    let uploading = true
    const sampling = (async () => {
      // A second past the answer: whatever the site does once it has answered counts too.
      let until = Infinity
      while (performance.now() < until) {
        const now = await treeResidentBytes(pid)
        samples++
        if (now !== null) peak = Math.max(peak ?? 0, now)
        if (!uploading && until === Infinity) until = performance.now() + 1_000
        await new Promise((resolve) => setTimeout(resolve, sampleEveryMs))
      }
    })()
    console.log(`Uploading them in one form to ${record}…`)
    const started = performance.now()
    const answer = await browser
      .postFiles(`${record}/photos/portfolio`, form)
      .finally(() => (uploading = false))
    await answer.arrayBuffer()
    const durationMs = performance.now() - started
    await sampling
    const processPeak = await peakResidentBytes(pid)
    const photosAdded = photoCountOn(await browser.page(record)) - photosBefore
    await new Promise((resolve) => setTimeout(resolve, restMs))
    const atRest = await treeResidentBytes(pid)
    return {
      files: files.length,
      fileBytes,
      status: answer.status,
      photosAdded,
      durationMs,
      before,
      peak,
      processPeak,
      atRest,
      samples,
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
