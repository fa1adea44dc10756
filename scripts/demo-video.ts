// `npx tsx scripts/demo-video.ts`: records the demo panel's slide video
// (services/panel/demo-media/showreel-2026.mp4) again. There is no video encoder among the
// project's tools, but the test browser has one: Chromium draws the poster's composition on
// a canvas, moves it gently for six seconds and records it as H.264 MP4, which every browser
// plays. The file is committed; the server only copies it (services/panel/seed.ts).
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from './chromium'

const target = fileURLToPath(
  new URL('../services/panel/demo-media/showreel-2026.mp4', import.meta.url),
)

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  const page = await browser.newPage()
  // tsx keeps function names with an `__name` helper the page does not have.
  await page.evaluate('globalThis.__name = (target) => target')
  const base64 = await page.evaluate(async () => {
    const width = 1280
    const height = 720
    const seconds = 6
    const fps = 25
    // The third demo slide's palette and shape (seed.ts, `editorialSvg` with seed 2), so the
    // first frame is the desktop poster and the last one leads back to it: a seamless loop.
    const palette = { ground: '#d8dcd3', field: '#4f6b5a', shape: '#f4efe6' }
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2D canvas')
    const draw = (time: number) => {
      const phase = (1 - Math.cos(2 * Math.PI * time)) / 2
      const split = width * (0.48 - 0.1 * phase)
      context.fillStyle = palette.ground
      context.fillRect(0, 0, width, height)
      context.fillStyle = palette.field
      context.fillRect(split, 0, width - split, height)
      context.fillStyle = palette.shape
      context.beginPath()
      context.arc(split, height / 2, height * (0.2 + 0.06 * phase), 0, 2 * Math.PI)
      context.fill()
    }
    draw(0)
    const recorder = new MediaRecorder(canvas.captureStream(fps), {
      mimeType: 'video/mp4;codecs=avc1.42E01E',
      videoBitsPerSecond: 250_000,
    })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    const start = performance.now()
    await new Promise<void>((resolve) => {
      const frame = () => {
        const elapsed = (performance.now() - start) / 1000
        if (elapsed >= seconds) return resolve()
        draw(elapsed / seconds)
        setTimeout(frame, 1000 / fps)
      }
      frame()
    })
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  })
  const video = Buffer.from(base64, 'base64')
  await writeFile(target, video)
  console.log(`wrote ${target} (${Math.round(video.length / 1024)} KB)`)
} finally {
  await browser.close()
}
