import { type Locale, localeFromPath } from '~/i18n/locales'

/**
 * The last resort, for when the error page itself fails to render. It depends on
 * nothing that could have failed with it: no i18n instance, no layout, no styles.
 */
const texts: Record<Locale, { message: string; home: string }> = {
  en: { message: 'An error occurred while showing the error page', home: 'Go to the home page' },
  es: {
    message: 'Se produjo un error al mostrar la página de error',
    home: 'Ir a la página de inicio',
  },
  pt: { message: 'Ocorreu um erro ao exibir a página de erro', home: 'Ir para a página inicial' },
}

export function errorPageFallbackText(pathname: string) {
  const locale = localeFromPath(pathname)
  return { ...texts[locale], homeHref: locale === 'en' ? '/' : `/${locale}` }
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** The fallback as a whole document, for the server when rendering the error page throws. */
export function errorPageFallbackDocument(pathname: string, details: string): string {
  const { message, home, homeHref } = errorPageFallbackText(pathname)
  const lang = localeFromPath(pathname) === 'pt' ? 'pt-BR' : localeFromPath(pathname)
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.5rem;color:#111"><main><h1 style="font-size:1.5rem">${escapeHtml(message)}</h1><pre style="white-space:pre-wrap;color:#444">${escapeHtml(details)}</pre><p><a href="${homeHref}" style="color:#111">${escapeHtml(home)}</a></p></main></body></html>`
}
