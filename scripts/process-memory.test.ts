import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import {
  descendants,
  parentPid,
  peakResidentBytes,
  residentBytes,
  treeResidentBytes,
} from './process-memory'

test('reads VmRSS in bytes, and nothing from a status without it', () => {
  const status = 'Name:\tnode\nVmPeak:\t 1200 kB\nVmRSS:\t  263012 kB\nRssAnon:\t 200000 kB\n'
  expect(residentBytes(status)).toBe(263_012 * 1024)
  expect(residentBytes('Name:\tkthreadd\n')).toBeNull()
})

test("reads a process's peak, at least what it holds now", async () => {
  const now = residentBytes(await readFile('/proc/self/status', 'utf8'))
  const peak = await peakResidentBytes(process.pid)
  // The kernel folds each thread's page counts into VmHWM lazily, so a peak read a moment after
  // VmRSS can trail it by a few megabytes; a wrong field (VmPeak, VmSize) would be far off.
  expect(peak).toBeGreaterThanOrEqual((now ?? Infinity) - 16 * 1024 * 1024)
  expect(peak).toBeLessThan(4 * 1024 ** 3)
  expect(await peakResidentBytes(2 ** 30)).toBeNull()
})

test('reads the parent pid after the command name, whatever it holds', () => {
  expect(parentPid('4242 (node) S 4200 4242 4200 0 -1')).toBe(4200)
  expect(parentPid('77 (a (weird) name) R 1 77 77 0 -1')).toBe(1)
  expect(parentPid('')).toBeNull()
})

test('walks the whole tree below a process, and nothing beside it', () => {
  const parents = new Map([
    [10, 1],
    [11, 10],
    [12, 10],
    [13, 12],
    [20, 1],
  ])
  expect(descendants(10, parents).sort()).toEqual([11, 12, 13])
  expect(descendants(13, parents)).toEqual([])
})

test.runIf(process.platform === 'linux')('sums a process and its children', async () => {
  // A shell that starts a child and waits: the tree holds two processes. In a group of its own,
  // so that both end together.
  const parent = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore', detached: true })
  const pid = parent.pid!
  try {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const own = residentBytes(await readFile(`/proc/${pid}/status`, 'utf8'))
    const tree = await treeResidentBytes(pid)
    expect(own).toBeGreaterThan(0)
    expect(tree).toBeGreaterThan(own!)
  } finally {
    process.kill(-pid, 'SIGKILL')
    await once(parent, 'exit')
  }
  expect(await treeResidentBytes(pid)).toBeNull()
})
