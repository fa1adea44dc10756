import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

// The project's own configuration, as `npm run lint` runs it, on files that are not written to
// disk: each import is judged from where the file would stand.
const eslint = new ESLint({ cwd: process.cwd() })

async function boundaryProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'passarela/import-boundaries')
    .map((message) => message.message)
}

test('the allowed directions pass: server → app and services, app and services → contracts', async () => {
  expect(
    await boundaryProblems(
      'server/example.ts',
      "import { agency } from '../app/config/agency'\nimport { startPanelService } from '../services/panel'\nexport { agency, startPanelService }\n",
    ),
  ).toEqual([])
  expect(
    await boundaryProblems(
      'app/lib/example.ts',
      "import { isPhoneNumber } from '../../contracts/fields'\nimport { talentSlug } from '~/lib/slug'\nexport { isPhoneNumber, talentSlug }\n",
    ),
  ).toEqual([])
  expect(
    await boundaryProblems(
      'services/booking/example.ts',
      "import { openDatabase } from '../common/database'\nimport { wireTalent } from '../../contracts/booking'\nexport { openDatabase, wireTalent }\n",
    ),
  ).toEqual([])
})

test('a deliberately wrong import fails the lint, whichever way it points', async () => {
  const wrong: [string, string][] = [
    ['app/lib/example.ts', "import { loadConfig } from '../../server/config'"],
    ['app/routes/example.tsx', "import { createBookingService } from '../../services/booking'"],
    ['services/panel/example.ts', "import { agency } from '../../app/config/agency'"],
    ['services/panel/example.ts', "import { seedDemoCatalog } from '../booking/seed'"],
    ['contracts/example.ts', "import { talentSlug } from '../app/lib/slug'"],
    ['server/example.ts', "import { isPhoneNumber } from '../contracts/fields'"],
    ['scripts/example.ts', "import { seedDemoCatalog } from '../services/booking/seed'"],
    ['scripts/example.ts', "import { loadConfig } from '../server/config'"],
    ['scripts/example.ts', "import { buyer } from '../tests/e2e/demo'"],
    ['app/lib/example.ts', "export { loadConfig } from '../../server/config'"],
    ['app/lib/example.ts', "export const later = () => import('../../services/panel')"],
    [
      'app/components/example.tsx',
      "import { createBookingClient } from '~/clients/booking.server'",
    ],
    ['app/routes/example.tsx', "export { createPanelClient } from '../clients/panel.server'"],
  ]
  for (const [file, line] of wrong) {
    const problems = await boundaryProblems(file, `${line}\n`)
    expect(problems, `${file}: ${line}`).toHaveLength(1)
  }
})

test('a script reaches a service through its entry point', async () => {
  expect(
    await boundaryProblems(
      'scripts/example.ts',
      "import { seedDemoCatalog } from '../services/booking'\nexport { seedDemoCatalog }\n",
    ),
  ).toEqual([])
  // The benchmark starts sites as the tests do.
  expect(
    await boundaryProblems(
      'scripts/example.ts',
      "import { startServer } from '../tests/support/site-process'\nexport { startServer }\n",
    ),
  ).toEqual([])
})

test('the services’ clients are reached from server modules, or for their types alone', async () => {
  expect(
    await boundaryProblems(
      'app/lib/roster/example.server.ts',
      "import { createBookingClient } from '../../clients/booking.server'\nexport { createBookingClient }\n",
    ),
  ).toEqual([])
  expect(
    await boundaryProblems(
      'app/components/example.tsx',
      "import type { Talent } from '~/clients/booking.server'\nexport type { Talent }\n",
    ),
  ).toEqual([])
})
