import { chmod, lstat, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * The data folder (`DATA_DIR`, or a service's own) holds the database, whose files carry the
 * staff's password hashes and visitors' personal data, the keys and the uploads: it belongs to
 * the user running the site or the service alone, as `keys/` always did. Both the site's host
 * and a service run alone call these at start; Node code only (never the browser's).
 */

/** From now on, what this process creates is its user's alone (folders 0700, files 0600). */
export function createPrivately(): void {
  process.umask(0o077)
}

/**
 * Makes `folder` (created when missing) and everything in it its user's alone, changing only
 * what group or others may reach: a folder left loose by an earlier version, a copy or an
 * archive. Symbolic links are left as they are (a mode change would follow them). Folders are
 * read in parallel, so a large image cache is mended in a moment. Gives back how many entries
 * it changed.
 */
export async function makePrivate(folder: string): Promise<number> {
  await mkdir(folder, { recursive: true, mode: 0o700 })
  let mended = 0
  async function visit(entry: string): Promise<void> {
    const info = await lstat(entry).catch(() => null)
    if (!info || info.isSymbolicLink()) return
    if (info.isDirectory()) {
      if ((info.mode & 0o777) !== 0o700) {
        await chmod(entry, 0o700)
        mended++
      }
      const names = await readdir(entry).catch(() => [])
      await Promise.all(names.map((name) => visit(path.join(entry, name))))
      return
    }
    if ((info.mode & 0o077) !== 0) {
      await chmod(entry, 0o600)
      mended++
    }
  }
  await visit(path.resolve(folder))
  return mended
}
