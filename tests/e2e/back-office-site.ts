import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { freePort, siteDataTemplate, startServer } from '../support/site-process'
import { copyDataTemplate, dataTemplate } from '../support/data-template'
import type { PickedFile } from './application-files'
import { english, pickPhotos } from './scouting-form'
import { test as base, expect, visit } from './fixtures'
import { visitForm } from './panel-site'
import { storeFavorites } from './stored-favorites'

const run = promisify(execFile)

export type StaffAccount = { email: string; password: string }

export type BackOfficeSite = {
  /** The site: `http://127.0.0.1:port`. */
  url: string
  /** Its back office: `${url}/panel/admin`. */
  backOffice: string
  dataDir: string
  /** Where the embedded panel keeps the visitors' files. */
  uploadsDir: string
  /** The link `npm run panel:user` printed for staff@passarela.test: not used yet. */
  setupLink: string
  /** An account whose password its own link has set: the one the journeys sign in with. */
  desk: StaffAccount
  /** An account kept for the sign-in limit, which locks it: nobody else signs in with it. */
  guarded: StaffAccount
  stop: () => Promise<void>
}

export const staffEmail = 'staff@passarela.test'

/**
 * Each worker's own site, with a data folder of its own: the back-office tests change its
 * content and lock its accounts. The accounts are made as an agency makes them, with the
 * command, before a site starts (so the command opens the folder itself; with the site running
 * it asks the site, decision 025): once a run, in a template each worker's folder is copied
 * from, when the run keeps templates (tests/support/data-template.ts). The panel's cache is
 * kept for five minutes, so a change that shows on the public site at once proves the back
 * office refreshed it.
 */
export const test = base.extend<object, { backOfficeSite: BackOfficeSite }>({
  backOfficeSite: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-back-office-e2e-'))
      const removeData = () => rmSync(dataDir, { recursive: true, force: true })
      const site = await startBackOfficeSite(dataDir).catch((error: unknown) => {
        removeData()
        throw error
      })
      await use(site)
      await site.stop()
      removeData()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
})

/** The one-time links of the three accounts, each a path under the site's address. */
type AccountLinks = { setup: string; desk: string; guarded: string }

/** Makes the three accounts in a data folder no site holds, with the command. */
async function createAccounts(dataDir: string): Promise<AccountLinks> {
  const env = { DATA_DIR: dataDir }
  const pathOf = (link: string) => new URL(link).pathname + new URL(link).search
  return {
    setup: pathOf(await createAccount(env, staffEmail, 'Staff')),
    desk: pathOf(await createAccount(env, 'desk@passarela.test', 'Front desk')),
    guarded: pathOf(await createAccount(env, 'guarded@passarela.test', 'Guarded')),
  }
}

/** The site's template with the accounts made, and their links beside it (not copied). */
function backOfficeDataTemplate() {
  return dataTemplate('back-office', async (folder) => {
    const site = await siteDataTemplate()
    if (site) copyDataTemplate(site, folder)
    const links = await createAccounts(folder)
    writeFileSync(path.join(folder, 'account-links.json'), JSON.stringify(links))
  })
}

async function startBackOfficeSite(dataDir: string): Promise<BackOfficeSite> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = { DATA_DIR: dataDir, PUBLIC_URL: url }
  const template = await backOfficeDataTemplate()
  let links: AccountLinks
  if (template) {
    copyDataTemplate(template, dataDir)
    links = JSON.parse(readFileSync(path.join(template, 'account-links.json'), 'utf8'))
  } else {
    links = await createAccounts(dataDir)
  }
  const setupLink = url + links.setup
  const deskLink = url + links.desk
  const guardedLink = url + links.guarded
  const site = await startServer(
    { ...env, FORM_RATE_LIMIT: '1000', PANEL_CACHE_SECONDS: '300' },
    { port },
  )
  let stopping = false
  const stop = async () => {
    stopping = true
    await site.stop()
  }
  // A site that dies under a test says why, rather than leaving "connection refused".
  site.process.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`The back-office site exited (${code ?? signal}):\n${site.output()}`)
    }
  })
  const desk = { email: 'desk@passarela.test', password: 'recepção do lago sul 2026' }
  const guarded = { email: 'guarded@passarela.test', password: 'ipê amarelo na esplanada' }
  await Promise.all([
    setPasswordOverHttp(deskLink, desk.password),
    setPasswordOverHttp(guardedLink, guarded.password),
  ]).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return {
    url,
    backOffice: `${url}/panel/admin`,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    setupLink,
    desk,
    guarded,
    stop,
  }
}

export { expect }

/** Runs `npm run panel:user` as the agency would, and returns the one-time link it printed. */
async function createAccount(env: Record<string, string>, email: string, name: string) {
  const environment = { ...process.env, ...env }
  // The site's embedded panel, not a standalone one or another database.
  delete environment.PANEL_DATA_DIR
  delete environment.DATABASE_URL
  const { stdout } = await run(
    'npx',
    // A folder of its own, made here before the site's first start.
    ['tsx', 'scripts/panel-user.ts', '--email', email, '--name', name, '--new-data'],
    { env: environment, timeout: 60_000 },
  )
  const link = /\s(https?:\/\/\S+\/set-password\?token=\S+)/.exec(stdout)?.[1]
  if (!link) throw new Error(`panel:user printed no link:\n${stdout}`)
  return link
}

/** Sets an account's password through its link's form, as a browser posts it. */
async function setPasswordOverHttp(link: string, password: string) {
  const { origin, searchParams } = new URL(link)
  const form = await fetch(link)
  const cookie = form.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? ''
  const answer = await fetch(`${origin}/panel/admin/set-password`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      _csrf: csrf,
      token: searchParams.get('token') ?? '',
      password,
      confirm: password,
    }),
  })
  if (answer.status !== 303) throw new Error(`setting a password answered ${answer.status}`)
}

/** Signs the page's browser in through the sign-in form, in whichever language it shows. */
export async function signIn(page: Page, site: BackOfficeSite, account = site.desk) {
  await page.goto(`${site.backOffice}/sign-in`)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
  await page.getByLabel(/^(Senha|Password)$/).fill(account.password)
  await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click()
  await expect(page).toHaveURL(`${site.backOffice}/inbox`)
}

/** The inbox's list narrowed to one test's submissions (the search takes part of a name). */
export async function openInbox(page: Page, site: BackOfficeSite, query: string) {
  await page.goto(`${site.backOffice}/inbox?q=${encodeURIComponent(query)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Caixa de entrada' })).toBeVisible()
}

/** The CSRF token the page's forms carry. */
export async function csrfTokenOf(page: Page) {
  const token = await page.locator('input[name="_csrf"]').first().inputValue()
  expect(token).not.toBe('')
  return token
}

/** The files the panel keeps for visitors, by stored name. */
export function storedUploads(site: BackOfficeSite): string[] {
  try {
    return readdirSync(site.uploadsDir).filter((name) => !name.startsWith('.'))
  } catch {
    return []
  }
}

/** A name no other test (nor the other viewport's worker) uses. */
export function uniqueName(prefix: string, project: string) {
  return `${prefix} ${project} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** The public site's forms, sent as a visitor sends them, for the inbox to receive. */
export const visitor = {
  email: 'visitante@example.com',
  phone: '+55 61 99999-0000',
}

/** A contact message from the English page. */
export async function sendContactMessage(page: Page, site: BackOfficeSite, name: string) {
  await visitForm(page, `${site.url}/contact`)
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: /^Name/ }).fill(name)
  await main.getByRole('textbox', { name: /^E-mail/ }).fill(visitor.email)
  await main.getByRole('textbox', { name: /^Phone/ }).fill(visitor.phone)
  await main.getByRole('textbox', { name: /^Message/ }).fill(`A question from ${name}.`)
  await main.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
}

/** A quote request from the Portuguese favourites page, for two models of the roster. */
export async function sendQuoteRequest(
  page: Page,
  site: BackOfficeSite,
  name: string,
  talents: { id: number; name: string }[],
) {
  await visit(page, `${site.url}/pt/sobre-nos`)
  await storeFavorites(page, talents)
  await visitForm(page, `${site.url}/pt/favoritos`)
  await expect(page.locator('[data-favorites-list] li')).toHaveCount(talents.length)
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: /^Nome/ }).fill(name)
  await main.getByRole('textbox', { name: /^E-mail/ }).fill(visitor.email)
  await main.getByRole('textbox', { name: /^Telefone/ }).fill(visitor.phone)
  await main.getByRole('textbox', { name: /^Mensagem/ }).fill('Campanha em março, três dias.')
  await page.locator('[data-send-state]').click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
}

/** A scouting application from the English page, with two photos and a video. */
export async function sendApplication(
  page: Page,
  site: BackOfficeSite,
  name: string,
  files: { photos: PickedFile[]; video: PickedFile },
) {
  await visitForm(page, `${site.url}/be-a-model`)
  const main = page.getByRole('main')
  await main.getByLabel(/^Full name/).fill(name)
  await main.getByLabel(/^E-mail/).fill(visitor.email)
  await main.getByLabel(/^WhatsApp number/).fill(visitor.phone)
  await page.getByRole('radio', { name: 'Woman' }).check()
  await main.getByLabel(/^Date of birth/).fill('2001-04-09')
  await main.getByLabel(/^Nationality/).fill('Brasileira')
  await main.getByLabel(/^Country of residence/).fill('Brasil')
  await main.getByLabel(/^City/).fill('Brasília')
  await main.getByLabel(/^Height/).fill('176')
  await main.getByLabel(/^Bust or chest/).fill('82')
  await main.getByLabel(/^Waist/).fill('61,5')
  await main.getByLabel(/^Hips/).fill('90')
  await pickPhotos(page, english.labels, files.photos)
  await main.getByLabel(/^Video/).setInputFiles([files.video])
  await main.getByLabel(/^I have read the privacy policy/).check()
  await main.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
}

/** A plain JPEG of the given size and shade, as a file input takes it: a model's photo. */
export async function portrait(name: string, width: number, height: number, shade: number) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: shade, g: 110, b: 140 } },
  })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}
