/**
 * The browser the tests and the benchmark drive: Debian's Chromium unless `CHROME_PATH` names
 * another. These machines have no network but the package registries, so every flag that
 * would make Chromium call home is off.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
