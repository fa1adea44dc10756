import { chromium } from 'playwright-core'
const flags = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync']
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags })
const pages = process.argv.slice(2)
for (const [name, vp] of [['phone', {width:390,height:844}], ['desktop', {width:1440,height:900}]]) {
  const ctx = await browser.newContext({ viewport: vp, deviceScaleFactor: 1, isMobile: name==='phone', hasTouch: name==='phone' })
  const page = await ctx.newPage()
  page.on('console', m => { if (m.type()==='error' || /hydrat/i.test(m.text())) console.log(name, 'CONSOLE', m.type(), m.text()) })
  page.on('pageerror', e => console.log(name, 'PAGEERROR', e.message))
  for (const p of pages) {
    await page.goto('http://localhost:3000' + p, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const file = `/tmp/shots/${name}${p.replace(/[^a-z0-9]+/gi,'_')}.png`
    await page.screenshot({ path: file })
    console.log(file)
  }
  await ctx.close()
}
await browser.close()
