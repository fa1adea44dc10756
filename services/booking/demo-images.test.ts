import sharp from 'sharp'
import { expect, test } from 'vitest'
import { monogram, renderDemoImage } from './demo-images'

const ana = { name: 'Ana Souza Lima', gender: 'woman' as const }

test('a demo photo is a JPEG of the recorded size, and the same bytes every time', async () => {
  const image = { talentId: 4001, kind: 'book' as const, index: 2, width: 2400, height: 1600 }
  const bytes = await renderDemoImage(image, ana)
  const metadata = await sharp(bytes).metadata()
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 2400, 1600])
  expect((await renderDemoImage(image, ana)).equals(bytes)).toBe(true)
})

test('demo photos look like photos, not grey boxes, and differ from one another', async () => {
  const photo = { talentId: 4001, kind: 'book' as const, index: 1, width: 1600, height: 2400 }
  const stats = await sharp(await renderDemoImage(photo, ana)).stats()
  // A backdrop with a silhouette and letters: every channel spans a wide range, and has colour.
  for (const channel of stats.channels) expect(channel.max - channel.min).toBeGreaterThan(100)
  expect(stats.channels.map((channel) => Math.round(channel.mean))).not.toEqual(
    Array(3).fill(Math.round(stats.channels[0]?.mean ?? 0)),
  )
  const means = async (talentId: number, index: number) =>
    (await sharp(await renderDemoImage({ ...photo, talentId, index }, ana)).stats()).channels.map(
      (channel) => Math.round(channel.mean),
    )
  expect(await means(4008, 1)).not.toEqual(await means(4001, 1))
  expect(await means(4001, 3)).not.toEqual(await means(4001, 1))
})

test('polaroids and composites are drawn too, quickly', async () => {
  const started = performance.now()
  for (const image of [
    { talentId: 4002, kind: 'snap' as const, index: 1, width: 1200, height: 1600 },
    { talentId: 4002, kind: 'compo' as const, index: 1, width: 2400, height: 1600 },
    { talentId: 4002, kind: 'cover' as const, index: 1, width: 1000, height: 1500 },
  ]) {
    const metadata = await sharp(await renderDemoImage(image, ana)).metadata()
    expect([metadata.width, metadata.height]).toEqual([image.width, image.height])
  }
  // Drawn on a visitor's request: well under a second even on a busy test machine.
  expect(performance.now() - started).toBeLessThan(3000)
})

test('initials come from the first and last names', () => {
  expect(monogram('Ana Souza Lima')).toBe('AL')
  expect(monogram('Kwame')).toBe('K')
  expect(monogram("Finn O'Brien")).toBe('FO')
})
