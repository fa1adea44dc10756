import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { panelSchema as schema } from '../../services/panel'
import { type StandalonePanel, startStandalonePanel } from '../support/standalone-panel'
import { type RunningServer, startServer } from '../support/site-process'

// The home's slides against the real site and a real panel whose first slide has captions,
// as the back office writes them: each page shows its own language's, and a hidden slide none.
let panel: StandalonePanel
let site: RunningServer

beforeAll(async () => {
  panel = await startStandalonePanel()
  await panel.seed()
  const [first, second] = await panel.db
    .select()
    .from(schema.slides)
    .where(eq(schema.slides.type, 'home'))
    .orderBy(asc(schema.slides.position))
  if (!first || !second) throw new Error('the demo has slides')
  await panel.db
    .update(schema.slides)
    .set({ captions: { pt: 'Coleção de verão', en: 'Summer collection' } })
    .where(eq(schema.slides.id, first.id))
  await panel.db.update(schema.slides).set({ active: false }).where(eq(schema.slides.id, second.id))
  site = await startServer({ PANEL_URL: panel.url, PANEL_API_TOKEN: panel.apiToken })
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await panel?.close()
})

/** The first slide's picture, as the server renders it. */
async function firstPicture(pathname: string) {
  const html = await fetch(site.url + pathname).then((response) => response.text())
  const slide = html.slice(html.indexOf('data-slide="1"'))
  return { html, img: /<img[^>]*>/.exec(slide)?.[0] ?? '' }
}

test('the first slide’s caption, in the page’s language, is its picture’s text alternative', async () => {
  expect((await firstPicture('/pt')).img).toContain('alt="Coleção de verão"')
  expect((await firstPicture('/')).img).toContain('alt="Summer collection"')
  // No Spanish caption: the picture is decoration there, not another language's words.
  expect((await firstPicture('/es')).img).toContain('alt=""')
})

test('a hidden slide is not on the home', async () => {
  const { html } = await firstPicture('/')
  expect(html).not.toContain('data-slide="3"')
  expect(html).toContain('data-slide="2"')
})
