import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { divisionCategoryIds, divisions } from '../../app/config/business'
import { generateDemoCatalog } from '../../services/booking'
import { copyDataTemplate } from '../support/data-template'
import { commandArgs, siteDataTemplate, startServer } from '../support/site-process'
import { expect, test, visit } from './fixtures'

// A catalog of three talents leaves a division with nobody on it: a server of its own.
const smallCatalog = 3

test('a board with nobody on it says so, in every language', async ({ page }) => {
  test.slow()
  const emptyDivision = divisions.find(
    (division) =>
      !generateDemoCatalog({ count: smallCatalog }).some((talent) =>
        talent.categoryIds.includes(divisionCategoryIds[division]),
      ),
  )
  if (!emptyDivision) throw new Error('every division has someone')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-small-'))
  // The run's migrated folder when it keeps one, its catalog replaced: no database made anew.
  const template = await siteDataTemplate()
  if (template) copyDataTemplate(template, dataDir)
  execFileSync(process.execPath, commandArgs('seed', ['--count', String(smallCatalog)]), {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  })
  const server = await startServer({ DATA_DIR: dataDir })
  try {
    for (const [prefix, message, link] of [
      ['', 'No Talents', 'See all models'],
      ['/es/modelos', 'No hay talentos', 'Ver todos los modelos'],
      ['/pt/modelos', 'Nenhum talento', 'Ver todos os modelos'],
    ] as const) {
      await visit(page, `${server.url}${prefix || '/models'}/${emptyDivision}`)
      await expect(page.getByText(message, { exact: true })).toBeVisible()
      await expect(page.locator('main li[id^="talent-"]')).toHaveCount(0)
      await expect(page.getByRole('link', { name: link })).toBeVisible()
    }
  } finally {
    // The page is left before its server stops: once hydrated it asks the server for the links'
    // routes (React Router's manifest), which a stopped server would refuse in its console.
    await page.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
