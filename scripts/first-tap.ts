import type { BrowserContext, Page } from 'playwright-core'

/**
 * Lighthouse's mobile profile (a mid-range phone on a slow 4G line), applied for real through
 * the DevTools protocol rather than simulated: the page, the taps and their answers all run
 * at that speed. The same figures as Lighthouse 13's `screenEmulation` and `throttling`.
 */
export const mobileProfile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  roundTripMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 675,
} as const

/** The browser context options of the mobile profile. */
export const mobileContextOptions = {
  viewport: mobileProfile.viewport,
  deviceScaleFactor: mobileProfile.deviceScaleFactor,
  isMobile: mobileProfile.isMobile,
  hasTouch: mobileProfile.hasTouch,
}

/** Slows the page's CPU and line to the mobile profile's. */
export async function throttleToMobile(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: mobileProfile.cpuSlowdown })
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobileProfile.roundTripMs,
    downloadThroughput: (mobileProfile.downloadKbps * 1024) / 8,
    uploadThroughput: (mobileProfile.uploadKbps * 1024) / 8,
  })
}

/** The heart a tap series aims at: the first on the page. */
export const firstHeart = '[data-favorite-toggle]'

declare global {
  var __tapLog: { taps: number[]; changes: { at: number; pressed: boolean }[] } | undefined
}

/**
 * Installed before the page's own scripts: notes, in the page's clock, when each tap on the
 * first heart was made (the input's own time stamp, so time the page made it wait counts) and
 * when that heart's pressed state changed. Text, not a function: a transpiler's helpers
 * (esbuild's `__name`) would not exist in the page.
 */
const recordTaps = `(() => {
  const selector = ${JSON.stringify(firstHeart)}
  const log = { taps: [], changes: [] }
  globalThis.__tapLog = log
  const isFirstHeart = (node) => node instanceof Element && node === document.querySelector(selector)
  addEventListener('pointerdown', (event) => {
    const target = event.target instanceof Element ? event.target.closest(selector) : null
    if (isFirstHeart(target)) log.taps.push(event.timeStamp)
  }, true)
  new MutationObserver((records) => {
    for (const record of records) {
      if (!isFirstHeart(record.target)) continue
      const pressed = record.target.getAttribute('aria-pressed') === 'true'
      if (log.changes.at(-1)?.pressed !== pressed) log.changes.push({ at: performance.now(), pressed })
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] })
})()`

export type TapSeries = {
  /** From the navigation's start until the first heart was visible (ms). */
  visibleMs: number
  /** Each tap: when it was made from the navigation's start, and how long until the heart showed it (null: never). */
  taps: { atMs: number; latencyMs: number | null }[]
}

/**
 * Opens `url` and taps the first heart the moment it is visible and then at each of
 * `stepsMs` after that moment (or at once, when the previous tap took longer), waiting after
 * each for the heart to change, up to `patienceMs`. A tap the page loses shows as a null
 * latency; one applied twice leaves the heart unchanged, so it shows as lost too.
 */
export async function tapFirstHeart(
  page: Page,
  url: string,
  { stepsMs = [0], patienceMs = 8000 }: { stepsMs?: number[]; patienceMs?: number } = {},
): Promise<TapSeries> {
  await page.addInitScript(recordTaps)
  await page.goto(url, { waitUntil: 'commit' })
  const heart = page.locator(firstHeart).first()
  await heart.waitFor({ state: 'visible' })
  const shownAt = Date.now()
  const visibleMs = await page.evaluate(() => performance.now())

  const taps: TapSeries['taps'] = []
  for (const stepMs of stepsMs) {
    const wait = shownAt + stepMs - Date.now()
    if (wait > 0) await page.waitForTimeout(wait)
    const changesBefore = await page.evaluate(() => globalThis.__tapLog?.changes.length ?? 0)
    await heart.tap()
    const changed = await page
      .waitForFunction(
        (count) => (globalThis.__tapLog?.changes.length ?? 0) > count,
        changesBefore,
        { timeout: patienceMs, polling: 20 },
      )
      .then(() => true)
      .catch(() => false)
    const log = await page.evaluate(() => globalThis.__tapLog)
    const tapAt = log?.taps.at(-1) ?? Number.NaN
    const change = changed ? log?.changes[changesBefore] : undefined
    taps.push({
      atMs: Math.round(tapAt),
      latencyMs: change ? Math.max(0, Math.round(change.at - tapAt)) : null,
    })
  }
  return { visibleMs: Math.round(visibleMs), taps }
}

/**
 * Once the page has loaded and its script runs: taps the first heart and reads how long the
 * browser took from the tap to the next paint that showed it (interaction to next paint, from
 * the Event Timing API), in ms; null when the browser reported no such interaction.
 */
export async function heartInteractionAfterLoad(page: Page): Promise<number | null> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('load')
  await page.evaluate(() => {
    const durations: number[] = []
    Object.assign(globalThis, { __interactions: durations })
    // The shortest threshold the API takes (its default, 104 ms, would hide most taps).
    const options = { type: 'event', durationThreshold: 16 }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ('interactionId' in entry && entry.interactionId) durations.push(entry.duration)
      }
    }).observe(options)
  })
  await page.locator(firstHeart).first().tap()
  // Event timing entries come once the frame after the interaction has painted.
  await page.waitForTimeout(1000)
  const durations = await page.evaluate(
    () => (globalThis as unknown as { __interactions: number[] }).__interactions,
  )
  return durations.length > 0 ? Math.max(...durations) : null
}
