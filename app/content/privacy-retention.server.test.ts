import { afterEach, expect, test, vi } from 'vitest'
import type { Locale } from '~/i18n/locales'
import { blockText, type PrivacyPage } from './blocks'

afterEach(() => {
  vi.doUnmock('../../contracts/retention')
  vi.resetModules()
})

async function retentionText(locale: Locale) {
  const { privacyPages } = await import('./content.server')
  const page: PrivacyPage = privacyPages[locale]
  return page.sections.retention.blocks.flatMap(blockText).join('\n')
}

test('the policy states the periods the panel deletes by, in each language', async () => {
  expect(await retentionText('en')).toContain('2 years after our last exchange, then deleted.')
  expect(await retentionText('en')).toContain('Deleted within 12 months of being sent')
  expect(await retentionText('es')).toContain('2 años desde nuestro último intercambio')
  expect(await retentionText('es')).toContain('en un plazo de 12 meses desde su envío')
  expect(await retentionText('pt')).toContain('2 anos após o nosso último contato')
  expect(await retentionText('pt')).toContain('Excluídas em até 12 meses após o envio')
})

test('changing a period in the contract changes what the policy says', async () => {
  vi.resetModules()
  vi.doMock('../../contracts/retention', async (importOriginal) => ({
    ...(await importOriginal<object>()),
    retentionMonths: { scouting: 6, messages: 36 },
  }))
  expect(await retentionText('en')).toContain('3 years after our last exchange')
  expect(await retentionText('en')).toContain('Deleted within 6 months of being sent')
  expect(await retentionText('es')).toContain('en un plazo de 6 meses')
  expect(await retentionText('pt')).toContain('3 anos após')
})
