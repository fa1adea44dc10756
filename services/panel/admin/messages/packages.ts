import type { Language } from '../../../../contracts/languages'
import type { PackageSection } from '../../../../contracts/packages'
import { packageRules } from '../../../../contracts/packages'
import type { AdminLanguage } from './languages'
import { plural } from './plural'

/** The Packages section's words: the list, a package's form and page, what the client sees. */

const pt = {
  title: 'Pacotes',
  intro:
    'Um pacote é uma seleção de modelos para um cliente, enviada por um link. O cliente abre cada book, responde Sim, Talvez ou Não por modelo, e a resposta chega à caixa de entrada. As visitas ao link são contadas (quantas vezes foi aberto e quais books), sem guardar nada sobre quem o abriu.',
  new: 'Novo pacote',
  none: 'Nenhum pacote ainda.',
  columns: {
    title: 'Título',
    client: 'Cliente',
    models: 'Modelos',
    opened: 'Aberto',
    state: 'Situação',
  },
  states: { active: 'Ativo', expired: 'Expirado', revoked: 'Revogado' },
  openedTimes: (count: number) =>
    plural('pt', count, { none: 'Nunca', one: '{count} vez', other: '{count} vezes' }),
  fields: {
    title: 'Título',
    titleHint: 'Para você e para o cliente: “Campanha de verão, dia 12”.',
    clientName: 'Nome do cliente',
    clientEmail: 'E-mail do cliente',
    lang: 'Idioma do link',
    note: 'Recado para o cliente',
    showMeasures: 'Mostrar as medidas',
    sections: 'O que mostrar de cada modelo',
    expiresAt: 'Válido até',
    expiresHint: (days: number) => `Por padrão, ${days} dias a partir de hoje.`,
  },
  sections: {
    portfolio: 'Portfólio',
    polaroids: 'Polaroids',
    composite: 'Composite',
    videos: 'Vídeos',
  } satisfies Record<PackageSection, string>,
  languages: { en: 'Inglês', es: 'Espanhol', pt: 'Português' } satisfies Record<Language, string>,
  optional: 'opcional',
  create: 'Criar pacote',
  save: 'Salvar',
  errors: {
    title: 'Dê um título ao pacote.',
    titleTooLong: `Use no máximo ${packageRules.maxTitle} caracteres.`,
    clientName: `Use no máximo ${packageRules.maxClientName} caracteres.`,
    clientEmail: 'Informe um e-mail válido, como nome@exemplo.com.',
    lang: 'Escolha o idioma do link.',
    note: `Use no máximo ${packageRules.maxNote} caracteres.`,
    sections: 'Escolha ao menos uma seção.',
    expiresAt: (days: number) =>
      `Escolha uma data a partir de amanhã e até ${days} dias a partir de hoje.`,
    modelNote: `Use no máximo ${packageRules.maxModelNote} caracteres.`,
    tooManyModels: `Um pacote tem no máximo ${packageRules.maxModels} modelos.`,
    hiddenModel: (name: string) =>
      `${name} está oculta no site: publique-a em Modelos antes de adicioná-la.`,
    unknownModel: 'Essa modelo não está mais no elenco.',
  },
  created: 'Pacote criado. Agora escolha as modelos.',
  saved: 'Pacote salvo.',
  back: 'Voltar aos pacotes',
  details: 'Detalhes',
  edit: 'Editar os detalhes',
  modelsTitle: 'Modelos do pacote',
  noModels: 'Nenhuma modelo ainda: procure abaixo e adicione.',
  moveUp: 'Subir',
  moveDown: 'Descer',
  moveUpLabel: (name: string) => `Subir ${name}`,
  moveDownLabel: (name: string) => `Descer ${name}`,
  remove: 'Tirar',
  removeLabel: (name: string) => `Tirar ${name} do pacote`,
  modelNote: (name: string) => `Recado sobre ${name}`,
  saveNote: 'Salvar recado',
  notAvailable: 'não está mais no site',
  search: 'Procurar modelos pelo nome',
  searchButton: 'Procurar',
  searchHint: 'Só as modelos publicadas no site entram num pacote.',
  searchResults: (count: number) =>
    plural('pt', count, {
      none: 'Nenhuma modelo publicada encontrada.',
      one: '{count} modelo encontrada',
      other: '{count} modelos encontradas',
    }),
  hiddenTitle: (count: number) =>
    plural('pt', count, {
      one: 'Oculta no site: publique-a antes de adicioná-la',
      other: 'Ocultas no site: publique-as antes de adicioná-las',
    }),
  hiddenIntro:
    'O cliente não veria uma modelo oculta. Abra a ficha dela em Modelos, publique-a no site e volte aqui para adicioná-la.',
  publishFirst: (name: string) => `Abrir a ficha de ${name} para publicá-la`,
  add: 'Adicionar',
  addLabel: (name: string) => `Adicionar ${name} ao pacote`,
  inPackage: 'já no pacote',
  rosterUnavailable: 'O elenco não pôde ser lido agora. Tente de novo em instantes.',
  modelAdded: 'Modelo adicionada.',
  modelRemoved: 'Modelo retirada.',
  modelMoved: 'Ordem alterada.',
  noteSaved: 'Recado salvo.',
  linkTitle: 'Enviar ao cliente',
  linkIntro:
    'O link abre o pacote no idioma escolhido, sem login. Quem tiver o link vê o pacote até ele expirar ou ser revogado.',
  link: 'Link do pacote',
  sendByEmail: 'Enviar por e-mail',
  sendTo: (email: string) => `Enviar por e-mail a ${email}`,
  sent: 'Pacote enviado por e-mail.',
  sendByWhatsApp: 'Enviar por WhatsApp',
  visitsTitle: 'Visitas',
  visitsIntro:
    'Uma visita é o link aberto num navegador: cada carregamento da página do pacote conta uma vez, e cada book aberto conta para aquela modelo. Não contam: a prévia que o WhatsApp, o Slack, o Telegram, o iMessage e outros aplicativos montam ao receber o link; a volta à lista depois de ver um book; a página de agradecimento depois da resposta. Nenhum endereço, navegador ou cookie de quem o abre é guardado.',
  opened: (count: number) =>
    plural('pt', count, {
      none: 'Ainda não foi aberto.',
      one: 'Aberto {count} vez.',
      other: 'Aberto {count} vezes.',
    }),
  firstOpened: 'Aberto pela primeira vez',
  lastOpened: 'Aberto pela última vez',
  booksOpened: 'Books abertos',
  bookOpened: (count: number) =>
    plural('pt', count, { one: '{count} vez', other: '{count} vezes' }),
  noBooks: 'Nenhum book aberto ainda.',
  actionsTitle: 'Ações',
  duplicate: 'Duplicar',
  duplicateIntro:
    'Um novo pacote com as mesmas modelos e um link próprio, para outro cliente: o nome e o e-mail do cliente ficam em branco, e o recado fica marcado para revisão.',
  copyOf: (title: string) => `${title} (cópia)`,
  duplicated: 'Pacote duplicado: este é o novo. Informe o cliente e revise o recado.',
  noteToReview:
    'O recado foi copiado do pacote de outro cliente: revise-o antes de enviar o link. Ele deixa de estar marcado quando os detalhes são salvos.',
  noteToReviewHint: 'Copiado do pacote de outro cliente: revise-o antes de enviar.',
  reviewNote: 'Revisar o recado',
  renew: 'Gerar um link novo',
  renewIntro: 'O link atual deixa de abrir o pacote.',
  renewed: 'Link novo gerado: o anterior não abre mais o pacote.',
  revoke: 'Revogar o link',
  revokeIntro: 'O cliente passa a ver que o pacote não está mais disponível.',
  confirm: {
    renew: {
      title: (title: string) => `Gerar um link novo para “${title}”?`,
      question:
        'O link que o cliente tem deixa de abrir o pacote; será preciso enviar o novo. Isso não pode ser desfeito.',
      confirm: 'Gerar o link novo',
    },
    revoke: {
      title: (title: string) => `Revogar o link de “${title}”?`,
      question:
        'O cliente passa a ver que o pacote não está mais disponível, e o link não volta a funcionar. Isso não pode ser desfeito.',
      confirm: 'Revogar o link',
    },
  },
  revoked: 'Pacote revogado.',
  revokedState: 'Este pacote foi revogado: o link não o abre mais.',
  expiredState: 'Este pacote expirou: o link não o abre mais.',
}

type Messages = typeof pt

const en: Messages = {
  title: 'Packages',
  intro:
    'A package is a selection of models for one client, sent as a link. The client opens each book, answers Yes, Maybe or No for each model, and the answer reaches the inbox. The link’s visits are counted (how many times it was opened, and which books), keeping nothing about whoever opened it.',
  new: 'New package',
  none: 'No packages yet.',
  columns: { title: 'Title', client: 'Client', models: 'Models', opened: 'Opened', state: 'State' },
  states: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  openedTimes: (count) =>
    plural('en', count, { none: 'Never', one: 'Once', other: '{count} times' }),
  fields: {
    title: 'Title',
    titleHint: 'For you and the client: “Summer campaign, on the 12th”.',
    clientName: 'Client’s name',
    clientEmail: 'Client’s e-mail',
    lang: 'Language of the link',
    note: 'Note for the client',
    showMeasures: 'Show the measures',
    sections: 'What to show of each model',
    expiresAt: 'Valid until',
    expiresHint: (days) => `By default, ${days} days from today.`,
  },
  sections: {
    portfolio: 'Portfolio',
    polaroids: 'Polaroids',
    composite: 'Composite',
    videos: 'Videos',
  },
  languages: { en: 'English', es: 'Spanish', pt: 'Portuguese' },
  optional: 'optional',
  create: 'Create package',
  save: 'Save',
  errors: {
    title: 'Give the package a title.',
    titleTooLong: `Use at most ${packageRules.maxTitle} characters.`,
    clientName: `Use at most ${packageRules.maxClientName} characters.`,
    clientEmail: 'Enter a valid e-mail address, such as name@example.com.',
    lang: 'Choose the language of the link.',
    note: `Use at most ${packageRules.maxNote} characters.`,
    sections: 'Choose at least one section.',
    expiresAt: (days) => `Choose a date from tomorrow to ${days} days from today.`,
    modelNote: `Use at most ${packageRules.maxModelNote} characters.`,
    tooManyModels: `A package holds at most ${packageRules.maxModels} models.`,
    hiddenModel: (name) =>
      `${name} is hidden from the site: publish her in Models before adding her.`,
    unknownModel: 'That model is no longer in the roster.',
  },
  created: 'Package created. Now choose the models.',
  saved: 'Package saved.',
  back: 'Back to the packages',
  details: 'Details',
  edit: 'Edit the details',
  modelsTitle: 'Models in the package',
  noModels: 'No models yet: search below and add them.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveUpLabel: (name) => `Move ${name} up`,
  moveDownLabel: (name) => `Move ${name} down`,
  remove: 'Remove',
  removeLabel: (name) => `Remove ${name} from the package`,
  modelNote: (name) => `Note about ${name}`,
  saveNote: 'Save note',
  notAvailable: 'no longer on the site',
  search: 'Search models by name',
  searchButton: 'Search',
  searchHint: 'Only models published on the site go into a package.',
  searchResults: (count) =>
    plural('en', count, {
      none: 'No published model found.',
      one: '{count} model found',
      other: '{count} models found',
    }),
  hiddenTitle: (count) =>
    plural('en', count, {
      one: 'Hidden from the site: publish her before adding her',
      other: 'Hidden from the site: publish them before adding them',
    }),
  hiddenIntro:
    'The client would not see a hidden model. Open her record in Models, publish her on the site, and come back here to add her.',
  publishFirst: (name) => `Open ${name}’s record to publish her`,
  add: 'Add',
  addLabel: (name) => `Add ${name} to the package`,
  inPackage: 'already in the package',
  rosterUnavailable: 'The roster could not be read just now. Try again in a moment.',
  modelAdded: 'Model added.',
  modelRemoved: 'Model removed.',
  modelMoved: 'Order changed.',
  noteSaved: 'Note saved.',
  linkTitle: 'Send it to the client',
  linkIntro:
    'The link opens the package in its language, with no sign-in. Whoever has the link sees the package until it expires or is revoked.',
  link: 'The package’s link',
  sendByEmail: 'Send by e-mail',
  sendTo: (email) => `Send by e-mail to ${email}`,
  sent: 'Package sent by e-mail.',
  sendByWhatsApp: 'Send by WhatsApp',
  visitsTitle: 'Visits',
  visitsIntro:
    'A visit is the link opened in a browser: each load of the package’s page counts once, and each book opened counts for that model. Not counted: the preview WhatsApp, Slack, Telegram, iMessage and other apps make when the link is sent to them; going back to the list after a book; the thanks page after the answer. No address, browser or cookie of whoever opens it is kept.',
  opened: (count) =>
    plural('en', count, {
      none: 'Not opened yet.',
      one: 'Opened once.',
      other: 'Opened {count} times.',
    }),
  firstOpened: 'First opened',
  lastOpened: 'Last opened',
  booksOpened: 'Books opened',
  bookOpened: (count) => plural('en', count, { one: 'once', other: '{count} times' }),
  noBooks: 'No book opened yet.',
  actionsTitle: 'Actions',
  duplicate: 'Duplicate',
  duplicateIntro:
    'A new package with the same models and a link of its own, for another client: the client’s name and e-mail are left empty, and the note is marked for review.',
  copyOf: (title) => `${title} (copy)`,
  duplicated: 'Package duplicated: this is the new one. Fill in the client and review the note.',
  noteToReview:
    'The note was copied from another client’s package: review it before sending the link. It is no longer marked once the details are saved.',
  noteToReviewHint: 'Copied from another client’s package: review it before sending.',
  reviewNote: 'Review the note',
  renew: 'Make a new link',
  renewIntro: 'The current link stops opening the package.',
  renewed: 'New link made: the old one no longer opens the package.',
  revoke: 'Revoke the link',
  revokeIntro: 'The client will see that the package is no longer available.',
  confirm: {
    renew: {
      title: (title) => `Make a new link for “${title}”?`,
      question:
        'The link the client has stops opening the package; the new one must be sent. This cannot be undone.',
      confirm: 'Make the new link',
    },
    revoke: {
      title: (title) => `Revoke the link of “${title}”?`,
      question:
        'The client will see that the package is no longer available, and the link will not work again. This cannot be undone.',
      confirm: 'Revoke the link',
    },
  },
  revoked: 'Package revoked.',
  revokedState: 'This package was revoked: its link no longer opens it.',
  expiredState: 'This package expired: its link no longer opens it.',
}

export const packagesMessages: Record<AdminLanguage, Messages> = { pt, en }

/** The e-mail body and WhatsApp text, in the package's language (the client reads them). */
export const packageInvitation: Record<
  Language,
  (options: { clientName: string; title: string; link: string }) => string
> = {
  en: ({ clientName, title, link }) =>
    `${clientName ? `Hello ${clientName},` : 'Hello,'}\n\nHere is our selection for “${title}”: ${link}\n\nOpen each model’s book and tell us Yes, Maybe or No.\n\nPassarela`,
  es: ({ clientName, title, link }) =>
    `${clientName ? `Hola, ${clientName}:` : 'Hola:'}\n\nAquí está nuestra selección para «${title}»: ${link}\n\nAbre el book de cada modelo y dinos Sí, Tal vez o No.\n\nPassarela`,
  pt: ({ clientName, title, link }) =>
    `${clientName ? `Olá, ${clientName},` : 'Olá,'}\n\nAqui está a nossa seleção para “${title}”: ${link}\n\nAbra o book de cada modelo e nos diga Sim, Talvez ou Não.\n\nPassarela`,
}

/** The invitation's subject, in the package's language. */
export const packageSubject: Record<Language, (title: string) => string> = {
  en: (title) => `Passarela: our selection for “${title}”`,
  es: (title) => `Passarela: nuestra selección para «${title}»`,
  pt: (title) => `Passarela: nossa seleção para “${title}”`,
}
