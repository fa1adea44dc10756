// The resident memory of a server as the operating system counts it: the process and every
// process it started (a server that forks workers holds its memory in all of them), read from
// Linux's /proc. Elsewhere there is no /proc, and the figure is null.
import { readdir, readFile } from 'node:fs/promises'

/** The resident memory of `pid` and its descendants, in bytes; null when it cannot be read. */
export async function treeResidentBytes(pid: number): Promise<number | null> {
  const parents = await parentsByPid()
  if (!parents.has(pid)) return null
  let total = 0
  for (const member of [pid, ...descendants(pid, parents)]) {
    // A process may end between the listing and the read: it then holds nothing.
    const status = await readFile(`/proc/${member}/status`, 'utf8').catch(() => '')
    total += residentBytes(status) ?? 0
  }
  return total
}

async function parentsByPid(): Promise<Map<number, number>> {
  const parents = new Map<number, number>()
  const entries = await readdir('/proc').catch(() => [])
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
        const parent = parentPid(stat)
        if (parent !== null) parents.set(Number(entry), parent)
      }),
  )
  return parents
}

/**
 * The most `pid` alone has held resident since it started (`VmHWM`), in bytes: a peak that
 * polling would miss. Null when it cannot be read.
 */
export async function peakResidentBytes(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  return statusBytes(status, 'VmHWM')
}

/** `VmRSS` of a /proc/<pid>/status text, in bytes (the kernel's "kB" are KiB). */
export function residentBytes(status: string): number | null {
  return statusBytes(status, 'VmRSS')
}

function statusBytes(status: string, field: 'VmRSS' | 'VmHWM'): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status)
  return match ? Number(match[1]) * 1024 : null
}

/**
 * The parent's pid from a /proc/<pid>/stat line: `pid (comm) state ppid …`, where the command
 * name may itself hold spaces and parentheses, so the fields are counted after its last `)`.
 */
export function parentPid(stat: string): number | null {
  const fields = stat
    .slice(stat.lastIndexOf(')') + 1)
    .trim()
    .split(/\s+/)
  const parent = Number(fields[1])
  return stat.includes(')') && Number.isInteger(parent) ? parent : null
}

/** Every process below `pid` in the tree `parents` (child → parent) describes. */
export function descendants(pid: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>()
  for (const [child, parent] of parents) {
    children.set(parent, [...(children.get(parent) ?? []), child])
  }
  const found: number[] = []
  const queue = [...(children.get(pid) ?? [])]
  while (queue.length > 0) {
    const next = queue.shift()!
    if (found.includes(next)) continue
    found.push(next)
    queue.push(...(children.get(next) ?? []))
  }
  return found
}
