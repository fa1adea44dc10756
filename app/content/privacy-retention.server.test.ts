import { afterEach, expect, test, vi } from 'vitest'
import type { Locale } from '~/i18n/locales'
import { blockText, type PrivacyPage } from './blocks'

afterEach(() => {
  vi.doUnmock('../../contracts/retention')
  vi.doUnmock('../../contracts/backup-settings')
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

test('the policy says how long the backups keep what was deleted, from the archives kept', async () => {
  expect(await retentionText('en')).toContain('the last 7 are kept')
  expect(await retentionText('en')).toContain('7 days at most')
  expect(await retentionText('es')).toContain('7 días como máximo')
  expect(await retentionText('pt')).toContain('no máximo 7 dias')
  vi.resetModules()
  vi.doMock('../../contracts/backup-settings', async (importOriginal) => ({
    ...(await importOriginal<object>()),
    keptBackups: 14,
  }))
  expect(await retentionText('en')).toContain('14 days at most')
  expect(await retentionText('pt')).toContain('no máximo 14 dias')
})
