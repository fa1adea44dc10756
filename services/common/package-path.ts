import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function packageRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder)
    if (parent === folder) throw new Error('no package.json above the running code')
    folder = parent
  }
  return folder
}

const root = packageRoot()

/**
 * A file that ships with the code (migrations, a stylesheet, demo media), by its path from the
 * package's root. In production the host runs as one bundle (`build/host/index.js`, see
 * `scripts/build-host.mjs`), in tests and development from the sources: a file is found from
 * the root, which both share, not from the module that names it.
 */
export function packagePath(...segments: string[]): string {
  return path.join(root, ...segments)
}
