import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const [url, out, w, h] = process.argv.slice(2)
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } })
await page.goto(url)
await page.waitForTimeout(800)
await page.screenshot({ path: out, fullPage: true })
await browser.close()
