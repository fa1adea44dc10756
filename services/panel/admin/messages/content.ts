import { plural } from './plural'
import type { Language } from '../../../../contracts/languages'
import type { FileProblem } from '../media-upload'
import type { LinkProblem } from '../links'
import type { StoryProblem } from '../news'
import type { AdminLanguage } from './common'

/** The words of the content the staff edit for the public site: news, home slides, links. */

/** Each language by its own name, as a reader of it looks for it. */
const languageNames: Record<Language, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
}

const pt = {
  languageNames,
  fileNotKept: 'O formulário voltou com erros: escolha o arquivo de novo, ele não foi guardado.',
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  news: {
    title: 'Notícias',
    intro:
      'As notícias do site, em um ou mais idiomas. Uma notícia aparece quando está publicada e sua data chega.',
    newPost: 'Nova notícia',
    caption: (count: number) =>
      plural('pt', count, {
        none: 'Nenhuma notícia',
        one: '{count} notícia',
        other: '{count} notícias',
      }),
    empty: 'Nenhuma notícia ainda.',
    columns: { title: 'Título', languages: 'Idiomas', status: 'Situação', date: 'Data' },
    statuses: { draft: 'Rascunho', published: 'Publicada', scheduled: 'Agendada' },
    untitled: (id: number) => `Notícia ${id}`,
    created: 'Notícia criada.',
    saved: 'Notícia salva.',
    deleted: 'Notícia apagada.',
    back: 'Voltar às notícias',
    editor: {
      newTitle: 'Nova notícia',
      editTitle: (title: string) => `Editar: ${title}`,
      publication: 'Publicação',
      publishedAt: 'Data de publicação',
      publishedAtHint: 'Horário de Brasília. Com uma data futura, a notícia aparece nesse dia.',
      status: 'Situação',
      draft: 'Rascunho: não aparece no site',
      published: 'Publicada: aparece no site a partir da data',
      cover: 'Imagem de capa',
      coverHint: 'JPEG, PNG ou WebP, até 10 MB. Paisagem, de preferência 1200 × 800 ou maior.',
      replaceCover: 'Trocar a imagem de capa',
      currentCover: 'Capa atual',
      removeCover: 'Remover a capa',
      languagesIntro:
        'Escreva a notícia em cada idioma em que ela deve aparecer. Um idioma desmarcado, ou deixado em branco, não é publicado; se já existia, é apagado.',
      include: 'Incluir este idioma',
      slug: 'Endereço (slug)',
      slugHint:
        'Letras minúsculas sem acento, números e hífens. Em branco: feito a partir do título.',
      title: 'Título',
      summary: 'Resumo',
      summaryHint: 'Uma ou duas frases, mostradas na lista de notícias.',
      body: 'Texto',
      bodyHint:
        'Em Markdown: **negrito**, *itálico*, ## Subtítulo, [link](https://…), - item de lista, > citação. Uma linha em branco separa os parágrafos.',
      create: 'Criar notícia',
      save: 'Salvar notícia',
      delete: 'Apagar esta notícia',
      languages: 'Idiomas',
    },
    problems: {
      required: 'Preencha este campo.',
      'slug-invalid':
        'Use só letras minúsculas sem acento, números e hífens (ex.: seletiva-aberta).',
      'slug-taken': 'Outra notícia neste idioma já usa este endereço.',
      'too-long': 'Está longo demais.',
      'date-invalid': 'Use uma data e hora válidas.',
      'status-invalid': 'Escolha rascunho ou publicada.',
      'no-language': 'Escreva a notícia em pelo menos um idioma.',
    } satisfies Record<StoryProblem, string>,
    coverProblems: {
      'wrong-type': 'A capa deve ser uma imagem JPEG, PNG ou WebP.',
      'too-large': 'A capa deve ter no máximo 10 MB.',
      'too-many-pixels': 'A capa deve ter no máximo 50 megapixels (por exemplo 8000 × 6000).',
    } satisfies Record<FileProblem, string>,
    remove: {
      title: 'Apagar notícia',
      question: (languages: string) =>
        `Apagar esta notícia em todos os seus idiomas (${languages})? Ela sai do site e isso não pode ser desfeito.`,
      confirm: 'Apagar notícia',
    },
  },
  slides: {
    title: 'Destaques da página inicial',
    intro:
      'As imagens e vídeos que abrem a página inicial do site, nesta ordem. Um destaque oculto fica guardado aqui, fora do site.',
    empty: 'Nenhum destaque ainda.',
    listLabel: 'Destaques, na ordem do site',
    slide: (index: number, count: number) => `Destaque ${index} de ${count}`,
    kinds: { image: 'Imagem', video: 'Vídeo' },
    video: (name: string) => `Vídeo: ${name}`,
    preview: (index: number) => `Imagem do destaque ${index}`,
    noPreview: 'Sem imagem',
    shown: 'No site',
    hidden: 'Oculto',
    captions: 'Legenda',
    captionsHint: 'Mostrada no idioma de quem visita; em branco, sem legenda.',
    active: 'Mostrar no site',
    save: 'Salvar destaque',
    moveUp: 'Mover para cima',
    moveDown: 'Mover para baixo',
    delete: 'Apagar',
    /** Heard after each button, which the slide's heading names for the eye. */
    which: (index: number) => ` o destaque ${index}`,
    added: 'Destaque adicionado no fim da lista.',
    saved: 'Destaque salvo.',
    deleted: 'Destaque apagado.',
    add: {
      title: 'Adicionar um destaque',
      media: 'Imagem ou vídeo',
      mediaHint:
        'Imagem JPEG, PNG ou WebP até 10 MB (paisagem, 1920 × 1080), ou vídeo MP4 ou WebM até 100 MB.',
      mobile: 'Imagem para celular',
      mobileHint:
        'Retrato, 750 × 1334. Sem ela, a imagem principal serve também no celular. Para um vídeo: a imagem mostrada antes de ele tocar.',
      optional: 'opcional',
      submit: 'Adicionar destaque',
    },
    problems: {
      required: 'Escolha uma imagem ou um vídeo.',
      media: {
        'wrong-type': 'Envie uma imagem JPEG, PNG ou WebP ou um vídeo MP4 ou WebM.',
        'too-large': 'A imagem pode ter até 10 MB; o vídeo, até 100 MB.',
        'too-many-pixels': 'A imagem pode ter até 50 megapixels (por exemplo 8000 × 6000).',
      } satisfies Record<FileProblem, string>,
      mobile: {
        'wrong-type': 'A imagem para celular deve ser JPEG, PNG ou WebP.',
        'too-large': 'A imagem para celular deve ter no máximo 10 MB.',
        'too-many-pixels': 'A imagem para celular deve ter no máximo 50 megapixels.',
      } satisfies Record<FileProblem, string>,
    },
    remove: {
      title: 'Apagar destaque',
      question:
        'Apagar este destaque? Ele sai do site e seus arquivos são apagados. Isso não pode ser desfeito.',
      confirm: 'Apagar destaque',
    },
  },
  links: {
    title: 'Redes e contatos',
    intro: 'O que o rodapé e a página de contato do site mostram.',
    profiles: 'Perfis',
    contact: 'Contato',
    instagram: 'Instagram',
    models: 'Models.com',
    urlHint: 'O endereço completo do perfil, começando com https://',
    email: 'E-mail da agência',
    phone: 'Telefone',
    phoneHint:
      'Como deve aparecer no site, com o código do país: +55 61 3248-7710. Em branco: o telefone configurado no site.',
    whatsapp: 'WhatsApp',
    whatsappHint:
      'O número com o código do país (55) e o DDD: +55 61 99814-7710. Em branco: o WhatsApp configurado no site.',
    optional: 'opcional',
    save: 'Salvar',
    saved: 'Redes e contatos salvos. O site mostra as mudanças em poucos minutos, no máximo.',
    problems: {
      required: 'Preencha este campo.',
      url: 'Use um endereço completo, começando com https://',
      email: 'Use um e-mail válido, como contato@agencia.com.br.',
      phone: 'Use só números, espaços, hífens, parênteses e um + no início (de 8 a 15 dígitos).',
      whatsapp: 'Use o número com o código do país e o DDD (de 10 a 15 dígitos).',
    } satisfies Record<LinkProblem, string>,
  },
}

type Messages = typeof pt

const en: Messages = {
  languageNames,
  fileNotKept: 'The form came back with errors: choose the file again, it was not kept.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  news: {
    title: 'News',
    intro:
      'The site’s news, in one or more languages. A post appears once it is published and its date has come.',
    newPost: 'New post',
    caption: (count: number) =>
      plural('en', count, { one: '{count} post', other: '{count} posts' }),
    empty: 'No posts yet.',
    columns: { title: 'Title', languages: 'Languages', status: 'Status', date: 'Date' },
    statuses: { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' },
    untitled: (id: number) => `Post ${id}`,
    created: 'Post created.',
    saved: 'Post saved.',
    deleted: 'Post deleted.',
    back: 'Back to the news',
    editor: {
      newTitle: 'New post',
      editTitle: (title: string) => `Edit: ${title}`,
      publication: 'Publication',
      publishedAt: 'Publish date',
      publishedAtHint: 'Brasília time. With a date ahead, the post appears on that day.',
      status: 'Status',
      draft: 'Draft: not on the site',
      published: 'Published: on the site from its date',
      cover: 'Cover image',
      coverHint: 'JPEG, PNG or WebP, up to 10 MB. Landscape, ideally 1200 × 800 or larger.',
      replaceCover: 'Replace the cover image',
      currentCover: 'Current cover',
      removeCover: 'Remove the cover',
      languagesIntro:
        'Write the post in each language it should appear in. A language unticked, or left empty, is not published; if it existed, it is deleted.',
      include: 'Include this language',
      slug: 'Address (slug)',
      slugHint:
        'Lower-case letters without accents, digits and hyphens. Empty: made from the title.',
      title: 'Title',
      summary: 'Summary',
      summaryHint: 'A sentence or two, shown in the news list.',
      body: 'Text',
      bodyHint:
        'In Markdown: **bold**, *italic*, ## Subheading, [link](https://…), - list item, > quote. A blank line separates paragraphs.',
      create: 'Create post',
      save: 'Save post',
      delete: 'Delete this post',
      languages: 'Languages',
    },
    problems: {
      required: 'Fill in this field.',
      'slug-invalid':
        'Use lower-case letters without accents, digits and hyphens only (e.g. open-casting).',
      'slug-taken': 'Another post in this language already has this address.',
      'too-long': 'This is too long.',
      'date-invalid': 'Use a valid date and time.',
      'status-invalid': 'Choose draft or published.',
      'no-language': 'Write the post in at least one language.',
    },
    coverProblems: {
      'wrong-type': 'The cover must be a JPEG, PNG or WebP image.',
      'too-large': 'The cover must be at most 10 MB.',
      'too-many-pixels': 'The cover must be at most 50 megapixels (for example 8000 × 6000).',
    },
    remove: {
      title: 'Delete post',
      question: (languages: string) =>
        `Delete this post in all its languages (${languages})? It leaves the site, and this cannot be undone.`,
      confirm: 'Delete post',
    },
  },
  slides: {
    title: 'Home slides',
    intro:
      'The pictures and videos that open the site’s home page, in this order. A hidden slide stays here, off the site.',
    empty: 'No slides yet.',
    listLabel: 'Slides, in the site’s order',
    slide: (index: number, count: number) => `Slide ${index} of ${count}`,
    kinds: { image: 'Image', video: 'Video' },
    video: (name: string) => `Video: ${name}`,
    preview: (index: number) => `Picture of slide ${index}`,
    noPreview: 'No picture',
    shown: 'On the site',
    hidden: 'Hidden',
    captions: 'Caption',
    captionsHint: 'Shown in the visitor’s language; empty, no caption.',
    active: 'Show on the site',
    save: 'Save slide',
    moveUp: 'Move up',
    moveDown: 'Move down',
    delete: 'Delete',
    which: (index: number) => ` slide ${index}`,
    added: 'Slide added at the end of the list.',
    saved: 'Slide saved.',
    deleted: 'Slide deleted.',
    add: {
      title: 'Add a slide',
      media: 'Image or video',
      mediaHint:
        'A JPEG, PNG or WebP image up to 10 MB (landscape, 1920 × 1080), or an MP4 or WebM video up to 100 MB.',
      mobile: 'Phone image',
      mobileHint:
        'Portrait, 750 × 1334. Without it, the main image serves on phones too. For a video: the picture shown before it plays.',
      optional: 'optional',
      submit: 'Add slide',
    },
    problems: {
      required: 'Choose an image or a video.',
      media: {
        'wrong-type': 'Send a JPEG, PNG or WebP image or an MP4 or WebM video.',
        'too-large': 'An image may be up to 10 MB; a video, up to 100 MB.',
        'too-many-pixels': 'An image may be up to 50 megapixels (for example 8000 × 6000).',
      },
      mobile: {
        'wrong-type': 'The phone image must be a JPEG, PNG or WebP image.',
        'too-large': 'The phone image must be at most 10 MB.',
        'too-many-pixels': 'The phone image must be at most 50 megapixels.',
      },
    },
    remove: {
      title: 'Delete slide',
      question:
        'Delete this slide? It leaves the site and its files are deleted. This cannot be undone.',
      confirm: 'Delete slide',
    },
  },
  links: {
    title: 'Social and contact',
    intro: 'What the site’s footer and contact page show.',
    profiles: 'Profiles',
    contact: 'Contact',
    instagram: 'Instagram',
    models: 'Models.com',
    urlHint: 'The profile’s full address, starting with https://',
    email: 'Agency e-mail',
    phone: 'Phone',
    phoneHint:
      'As the site should print it, with the country code: +55 61 3248-7710. Empty: the phone the site is configured with.',
    whatsapp: 'WhatsApp',
    whatsappHint:
      'The number with its country code (55) and area code: +55 61 99814-7710. Empty: the WhatsApp the site is configured with.',
    optional: 'optional',
    save: 'Save',
    saved:
      'Social and contact links saved. The site shows the change within a few minutes at most.',
    problems: {
      required: 'Fill in this field.',
      url: 'Use a full address, starting with https://',
      email: 'Use a valid e-mail, such as contact@agency.com.',
      phone: 'Use digits, spaces, hyphens, brackets and a leading + only (8 to 15 digits).',
      whatsapp: 'Use the number with its country and area codes (10 to 15 digits).',
    },
  },
}

export const contentMessages: Record<AdminLanguage, Messages> = { pt, en }
