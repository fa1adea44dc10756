import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const run = promisify(execFile)

// `npm run build` and `npm run typecheck` go through build-tools/react-router.mjs; its type generation
// starts the same Vite server of React Router's that warned of `envFile` at every build.
test('React Router’s CLI, as the build and the type check run it, prints no deprecation', async () => {
  const { stdout, stderr } = await run(
    process.execPath,
    ['build-tools/react-router.mjs', 'typegen'],
    {
      timeout: 60_000,
    },
  )
  expect(`${stdout}${stderr}`).not.toMatch(/deprecat/i)
}, 60_000)
