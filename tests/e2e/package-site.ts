import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { listedDivisionId } from '../../contracts/divisions'
import { ensureDemoCatalog, generateDemoCatalog, openBookingDatabase } from '../../services/booking'
import { openDatabase, openPanelDatabase } from '../../services/panel'
import {
  createPackage,
  packageKey,
  packageLinkToken,
  type PackageDraft,
  revokePackage,
} from '../../services/panel/packages'
import { type RunningServer, startServer } from '../support/site-process'
import { test as base } from './fixtures'

export type PackageSite = {
  site: RunningServer
  /** A package in Portuguese showing measures, polaroids and videos, with a model gone since. */
  open: string
  revoked: string
  /** The models it offers, in its order. */
  models: { id: number; name: string }[]
}

const apiToken = 'e2e-packages-panel-token'
const day = 24 * 60 * 60 * 1000

/**
 * Each worker's own site with packages made in its embedded panel's database before it starts
 * (PGlite admits one process), under the panel key the site is given.
 */
export const test = base.extend<object, { packageSite: PackageSite }>({
  packageSite: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-packages-e2e-'))
      const removeData = () => rmSync(dataDir, { recursive: true, force: true })
      const started = makePackages(dataDir).then(async (packages) => {
        const site = await startServer({
          DATA_DIR: dataDir,
          PANEL_API_TOKEN: apiToken,
          FORM_RATE_LIMIT: '1000',
        })
        return { site, ...packages }
      })
      const packageSite = await started.catch((error: unknown) => {
        removeData()
        throw error
      })
      await use(packageSite)
      await packageSite.site.stop()
      removeData()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
})

async function makePackages(dataDir: string) {
  const listed = generateDemoCatalog().filter(
    (talent) =>
      talent.divisionIds.includes(listedDivisionId) &&
      talent.snap.length > 0 &&
      talent.video.length > 0,
  )
  const models = listed.slice(0, 3).map(({ id, name }) => ({ id, name }))
  const connection = await openDatabase({ dataDir })
  try {
    await ensureDemoCatalog(await openBookingDatabase(connection))
    const panel = await openPanelDatabase(connection)
    const key = packageKey(apiToken)
    const draft: PackageDraft = {
      title: 'Campanha de verão',
      clientName: '',
      clientEmail: '',
      lang: 'pt',
      note: 'Uma seleção para a campanha de praia.\nAs três estão livres em janeiro.',
      showMeasures: true,
      sections: ['polaroids', 'videos'],
      expiresAt: new Date(Date.now() + 30 * day),
      models: [
        ...models.map(({ id }, index) => ({ id, note: index === 0 ? 'Perfeita para o mar.' : '' })),
        { id: 987_654, note: '' },
      ],
    }
    const open = await createPackage(panel, key, draft, 'booker@passarela.test')
    const revoked = await createPackage(panel, key, draft, 'booker@passarela.test')
    await revokePackage(panel, revoked)
    return {
      open: (await packageLinkToken(panel, key, open))!,
      revoked: (await packageLinkToken(panel, key, revoked))!,
      models,
    }
  } finally {
    await connection.close()
  }
}
