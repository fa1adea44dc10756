import { expect, test } from 'vitest'
import { commonMessages } from '../../services/panel/admin/messages/common'
import { contentMessages } from '../../services/panel/admin/messages/content'
import { inboxMessages } from '../../services/panel/admin/messages/inbox'
import { modelsMessages } from '../../services/panel/admin/messages/models'
import { packagesMessages } from '../../services/panel/admin/messages/packages'
import { divisionCategoryIds } from '../../contracts/divisions'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { pt } from '../../app/i18n/pt'

// One word per thing: the site (en, es, pt) and the back office (pt, en) name each thing the
// same way, so a booker reads on the back office what a client reads on the site.

const site = { en, es, pt }
const backOffice = (['pt', 'en'] as const).map((language) => ({
  language,
  messages: [commonMessages, contentMessages, inboxMessages, modelsMessages, packagesMessages].map(
    (messages) => messages[language],
  ),
}))

/** Every string of a dictionary, and of its messages written as functions, as one text. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'function') return value.toString()
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join('\n')
  return ''
}

function polaroidWords(value: unknown): string[] {
  return [
    ...new Set(
      textOf(value)
        .match(/polaroi\w*/gi)
        ?.map((word) => word.toLowerCase()),
    ),
  ]
}

test('polaroids are “Polaroids” in every language of the site and the back office', () => {
  for (const dictionary of Object.values(site))
    expect(polaroidWords(dictionary)).toEqual(['polaroids'])
  for (const { messages } of backOffice) expect(polaroidWords(messages)).toEqual(['polaroids'])
})

test('the back office names the divisions and the boards as the site does', () => {
  for (const { language, messages } of backOffice) {
    const models = modelsMessages[language]
    expect(messages).toContain(models)
    for (const division of Object.keys(
      divisionCategoryIds,
    ) as (keyof typeof divisionCategoryIds)[]) {
      expect(models.divisionNames[division]).toBe(site[language].divisions[division])
    }
    expect(models.boardNames).toEqual({
      women: site[language].pages.women.title,
      men: site[language].pages.men.title,
      'future-faces': site[language].pages.futureFace.title,
    })
    // The future faces' box is the development division: it says so by the division's name.
    expect(models.editor.futureFace).toContain(site[language].divisions.development)
    expect(models.editor.futureFace).toContain(site[language].pages.futureFace.title)
  }
})
