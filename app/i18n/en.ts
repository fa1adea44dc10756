/**
 * English, the source of truth: `es.ts` and `pt.ts` are declared `satisfies Resources`,
 * so a key missing from either fails the type check (and `resources.test.ts`).
 */
export const en = {
  site: {
    description:
      'Passarela is a model and talent management agency in Brasília representing models from Brazil and abroad for fashion, advertising and editorial work.',
    skipToContent: 'Skip to content',
    home: '{{agency}} — home',
  },
  nav: {
    main: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home',
    models: 'Models',
    allModels: 'All models',
    showDivisions: 'Show divisions',
    contact: 'Contact',
    favorites: 'Favorites',
    beAModel: 'Be a Model',
    news: 'News',
    about: 'About',
    privacy: 'Privacy',
    language: 'Language',
    languageNames: { en: 'English', es: 'Español', pt: 'Português' },
  },
  divisions: {
    image: 'Image',
    mainboard: 'Mainboard',
    development: 'Development',
    direct: 'Direct',
  },
  pages: {
    home: { title: 'Model management in Brasília' },
    roster: { title: 'Models' },
    board: { title: '{{division}} board' },
    women: { title: 'Women' },
    men: { title: 'Men' },
    futureFace: { title: 'Future faces' },
    profile: { title: 'Model' },
    boardProfile: { title: 'Model' },
    favorites: { title: 'Favorites' },
    contact: { title: 'Contact' },
    beAModel: { title: 'Be a Model' },
    about: { title: 'About us' },
    news: { title: 'News' },
    post: { title: 'News' },
    privacy: { title: 'Privacy policy' },
  },
  footer: {
    social: 'Social media',
    instagram: 'Instagram',
    models: 'Models.com',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    more: 'More from {{agency}}',
    copyright: '© {{year}} {{agency}}. All rights reserved.',
    credit: 'Booking software by <provider>{{provider}}</provider>',
    newTab: '(opens in a new tab)',
  },
  status: {
    loading: 'Loading…',
    offline: 'You are offline. Pages you open may not load until the connection returns.',
    online: 'You are back online.',
  },
  errors: {
    notFound: 'This page could not be found',
    unknownLanguage: 'This page could not be found.',
    unexpected: 'Something went wrong on our side. Please try again in a moment.',
    statusLabel: 'Error {{status}}',
    return: 'Return',
    home: 'HOME',
  },
}

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** The shape every locale has: English's keys, any strings. */
export type Resources = Widen<typeof en>
