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
 * package's root, which the sources and the bundled host share (decision 016).
 */
export function packagePath(...segments: string[]): string {
  return path.join(root, ...segments)
}
