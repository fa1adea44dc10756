import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { padding, readTar, tarEnd, tarHeader } from './tar'

const longName = `files/uploads/${'a'.repeat(120)}/foto-de-João.jpg`
const files: Array<[string, Buffer]> = [
  ['manifest.json', Buffer.from('{}\n')],
  ['files/media/empty.jpg', Buffer.alloc(0)],
  [longName, Buffer.alloc(1500, 7)],
]

function archive() {
  return Buffer.concat([
    ...files.flatMap(([name, data]) => [
      tarHeader(name, data.length),
      data,
      Buffer.alloc(padding(data.length)),
    ]),
    tarEnd,
  ])
}

async function read(bytes: Buffer, chunk = 100) {
  const pieces = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, index) =>
    bytes.subarray(index * chunk, (index + 1) * chunk),
  )
  const found: Array<[string, Buffer]> = []
  await readTar(
    (async function* () {
      yield* pieces
    })(),
    ({ name }) => {
      const parts: Buffer[] = []
      return {
        data: (piece) => void parts.push(piece),
        end: () => void found.push([name, Buffer.concat(parts)]),
      }
    },
  )
  return found
}

test('what it writes reads back the same, long and non-ASCII names included, in any chunks', async () => {
  expect(await read(archive())).toEqual(files)
  expect(await read(archive(), 512 * 3 + 7)).toEqual(files)
})

test('tar itself lists what it writes', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-tar-'))
  try {
    writeFileSync(path.join(folder, 'a.tar'), archive())
    const listed = execFileSync('tar', ['-tf', path.join(folder, 'a.tar')], { encoding: 'utf8' })
    expect(listed.trim().split('\n')).toEqual(files.map(([name]) => name))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})

test('a damaged header or an archive cut short is refused', async () => {
  const damaged = archive()
  damaged[10] = 0x41
  await expect(read(damaged)).rejects.toThrow('damaged tar header')
  await expect(read(archive().subarray(0, 1200))).rejects.toThrow('cut short')
})
