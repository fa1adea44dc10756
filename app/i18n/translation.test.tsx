// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { en } from './en'
import { es } from './es'
import { Trans, TranslationProvider, useTranslation } from './translation'

function Greeting() {
  const { t, locale } = useTranslation()
  return <p lang={locale}>{t('footer.more', { agency: 'Passarela' })}</p>
}

test('components read the provider’s language', () => {
  render(
    <TranslationProvider locale="es" resources={es}>
      <Greeting />
    </TranslationProvider>,
  )
  expect(screen.getByText('Más de Passarela').getAttribute('lang')).toBe('es')
})

test('outside a provider a key reads as itself', () => {
  render(<Greeting />)
  expect(screen.getByText('footer.more').getAttribute('lang')).toBe('en')
})

test('Trans puts each tag’s element around its words, values filled as text', () => {
  const { container } = render(
    <TranslationProvider locale="en" resources={en}>
      <p>
        <Trans
          i18nKey="footer.credit"
          values={{ provider: '<Vendor>' }}
          // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills it with the name
          components={{ provider: <a href="https://example.com/vendor" /> }}
        />
      </p>
    </TranslationProvider>,
  )
  expect(container.querySelector('p')?.innerHTML).toBe(
    'Booking software by <a href="https://example.com/vendor">&lt;Vendor&gt;</a>',
  )
})
