import { heightInCentimetres } from '../../app/lib/measures/measures'
import { listedTalents } from './demo'
import { expect, test } from './fixtures'

test.use({ javaScriptEnabled: false })

test('without JavaScript the filters are a plain form, and More stays within them', async ({
  page,
}, testInfo) => {
  const cards = page.locator('main ul > li[id^="talent-"]')
  await page.goto('/pt/modelos')
  if (testInfo.project.name === 'phone')
    await page.locator('summary', { hasText: 'Filtros' }).click()
  const filters = page.getByRole('search', { name: 'Buscar e filtrar os modelos' })
  await filters.getByLabel('De', { exact: true }).fill('175')
  await filters.getByLabel('Gênero', { exact: true }).selectOption('man')
  await filters.getByRole('button', { name: 'Ver modelos' }).click()
  // The form sends every field; the server answers with the one address of these filters.
  await expect(page).toHaveURL(/\/pt\/modelos\?gender=man&height=175-$/)
  const expected = listedTalents.filter((talent) => {
    const height = heightInCentimetres(talent.height)
    return talent.gender === 'man' && height !== null && height >= 175
  })
  await expect(cards).toHaveCount(Math.min(expected.length, 20))
  expect(expected.length).toBeGreaterThan(20)
  await page.getByRole('link', { name: 'Mais modelos' }).click()
  await expect(page).toHaveURL(/\/pt\/modelos\?gender=man&height=175-&page=2#talent-21$/)
  await expect(cards).toHaveCount(Math.min(expected.length, 40))
  const ids = await cards
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((link) => Number(link.getAttribute('href')?.split('/').at(-2))),
    )
  const allowed = new Set(expected.map((talent) => talent.id))
  expect(ids.filter((id) => !allowed.has(id))).toEqual([])
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^${expected.length} modelos$`) }),
  ).toBeAttached()
})
