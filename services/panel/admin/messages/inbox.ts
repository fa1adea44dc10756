import { plural } from './plural'
import type { Language } from '../../../../contracts/languages'
import type { InboxKind } from '../../../../contracts/panel'
import type { SubmissionStatus } from '../../db/schema'
import type { AdminLanguage } from './common'

/** The inbox's words: the list, a submission's page, the deletion. */

const pt = {
  title: 'Caixa de entrada',
  kinds: {
    contact: 'Mensagem de contato',
    favorites: 'Pedido de orçamento',
    'get-scouted': 'Inscrição de modelo',
    package: 'Resposta a um pacote',
  } satisfies Record<InboxKind, string>,
  /** Each kind's count of submissions nobody has opened yet. */
  newCounts: {
    contact: (count: number) =>
      plural('pt', count, {
        one: '{count} mensagem de contato nova',
        other: '{count} mensagens de contato novas',
      }),
    favorites: (count: number) =>
      plural('pt', count, {
        one: '{count} pedido de orçamento novo',
        other: '{count} pedidos de orçamento novos',
      }),
    'get-scouted': (count: number) =>
      plural('pt', count, {
        one: '{count} inscrição de modelo nova',
        other: '{count} inscrições de modelo novas',
      }),
    package: (count: number) =>
      plural('pt', count, {
        one: '{count} resposta a pacote nova',
        other: '{count} respostas a pacotes novas',
      }),
  } satisfies Record<InboxKind, (count: number) => string>,
  newCountsLabel: 'Novos envios, por tipo',
  // Agreeing with "envio", the word for a submission of any kind.
  statuses: {
    new: 'Novo',
    read: 'Lido',
    answered: 'Respondido',
    archived: 'Arquivado',
  } satisfies Record<SubmissionStatus, string>,
  /** The visitor's language, which the reply is written in. */
  languages: { en: 'Inglês', es: 'Espanhol', pt: 'Português' } satisfies Record<Language, string>,
  filters: {
    title: 'Filtrar',
    kind: 'Tipo',
    status: 'Status',
    lang: 'Idioma do visitante',
    any: 'Todos',
    from: 'Recebido a partir de',
    to: 'Recebido até',
    q: 'Nome ou e-mail',
    submit: 'Filtrar',
    reset: 'Limpar filtros',
  },
  exportCsv: 'Exportar a lista (CSV)',
  exportFilteredCsv: 'Exportar a lista filtrada (CSV)',
  columns: {
    received: 'Recebido em',
    kind: 'Tipo',
    name: 'Nome',
    email: 'E-mail',
    lang: 'Idioma',
    status: 'Status',
  },
  caption: (total: number) =>
    plural('pt', total, { none: 'Nenhum envio', one: '{count} envio', other: '{count} envios' }),
  filteredCaption: (total: number) =>
    plural('pt', total, {
      none: 'Nenhum envio com estes filtros',
      one: '{count} envio com estes filtros',
      other: '{count} envios com estes filtros',
    }),
  empty: 'Nenhum envio recebido ainda.',
  emptyFiltered: 'Nenhum envio com estes filtros.',
  pagination: 'Páginas',
  previous: 'Anterior',
  next: 'Próxima',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  deleted: 'Envio apagado, com os seus arquivos.',
  submission: {
    title: (kind: string, name: string) => `${kind} de ${name}`,
    back: 'Voltar à caixa de entrada',
    received: 'Recebido em',
    language: 'Idioma do visitante',
    status: 'Status',
    details: 'O que foi enviado',
    notGiven: 'não informado',
    fields: {
      name: 'Nome',
      email: 'E-mail',
      phone: 'Telefone',
      message: 'Mensagem',
      favorites: 'Modelos escolhidos',
      package: 'Pacote',
      instagram: 'Instagram',
      gender: 'Gênero',
      birthdate: 'Data de nascimento',
      nationality: 'Nacionalidade',
      country: 'País',
      city: 'Cidade',
      height: 'Altura',
      bust: 'Busto',
      waist: 'Cintura',
      hips: 'Quadril',
      skills: 'Habilidades',
    },
    genders: { man: 'Homem', woman: 'Mulher' },
    centimetres: (value: string) => `${value} cm`,
    ageWhenApplying: (age: number) => `${age} anos ao se inscrever`,
    favorites: 'Modelos escolhidos',
    favoritesCount: (count: number) =>
      plural('pt', count, { one: '{count} modelo escolhido', other: '{count} modelos escolhidos' }),
    unknownModel: (id: number) => `Modelo nº ${id} (fora do catálogo)`,
    picks: 'A resposta do cliente',
    openPackage: 'Abrir o pacote',
    pickColumns: { model: 'Modelo', pick: 'Resposta', comment: 'Comentário' },
    pickWords: { yes: 'Sim', maybe: 'Talvez', no: 'Não' },
    photos: 'Fotos',
    photosHint: 'Abra uma foto para vê-la em tamanho real.',
    photoAlt: (number: number, name: string) => `Foto ${number} de ${name}`,
    video: 'Vídeo',
    downloadVideo: 'Baixar o vídeo',
    noFiles: 'Nenhum arquivo.',
    consent: 'Consentimento (LGPD)',
    consentRecord: (when: string, version: string) =>
      `Consentimento dado em ${when}, à política de privacidade versão ${version}.`,
    noConsentRecord: 'Sem registro de consentimento.',
    guardianConsent: 'Consentimento do responsável',
    guardianGiven:
      'Dado pelo pai, mãe ou responsável: a pessoa era menor de idade ao se inscrever.',
    guardianMissing: 'Não dado, embora a pessoa fosse menor de idade ao se inscrever.',
    statusTitle: 'Status',
    statusNow: (status: string) => `Status atual: ${status}.`,
    markAs: {
      new: 'Marcar como novo',
      read: 'Marcar como lido',
      answered: 'Marcar como respondido',
      archived: 'Arquivar',
    } satisfies Record<SubmissionStatus, string>,
    statusChanged: (status: string) => `Status alterado para “${status}”.`,
    invalidStatus: 'Escolha um dos status da lista.',
    replyTitle: 'Responder',
    replyIntro: (language: string) =>
      `Abre o seu programa de e-mail com uma mensagem para o visitante, com o assunto em ${language.toLowerCase()}, e marca o envio como respondido.`,
    reply: 'Responder por e-mail',
    replyWrite: (language: string) =>
      `Ou escreva aqui, em ${language.toLowerCase()}: a resposta sai do endereço da agência e o envio fica marcado como respondido.`,
    replySubject: 'Assunto',
    replyBody: 'Mensagem',
    replySend: 'Enviar resposta',
    replySent: (to: string) => `Resposta enviada para ${to}; o envio está marcado como respondido.`,
    replyFailed:
      'O e-mail não pôde ser enviado agora e nada foi marcado: tente de novo em instantes, ou responda pelo seu programa de e-mail.',
    replySubjectMissing: 'Escreva o assunto.',
    replyBodyMissing: 'Escreva a mensagem.',
    signTitle: 'Agenciar',
    signIntro:
      'Cria uma modelo oculta na divisão Desenvolvimento com o nome, o gênero, a data de nascimento, as medidas, o Instagram e as habilidades desta inscrição, e as fotos dela nas polaroids. Depois, revise e publique como de costume.',
    sign: (gender: string | undefined): string =>
      gender === 'man' ? 'Agenciar este modelo' : 'Agenciar esta modelo',
    signed: (gender: string | undefined): string =>
      gender === 'man' ? 'Agenciado: abrir o cadastro dele' : 'Agenciada: abrir o cadastro dela',
    signUnderWay:
      'Esta inscrição está sendo agenciada em outra aba ou por um colega: recarregue em instantes.',
    signRefused: (fields: string) =>
      `O cadastro de modelos recusou o que a inscrição traz (${fields}): crie a modelo à mão em Modelos.`,
    deleteTitle: 'Apagar',
    deleteIntro:
      'Apaga o envio e os seus arquivos, por exemplo quando o visitante pede a eliminação dos seus dados (LGPD). Você confirma na página seguinte.',
    delete: 'Apagar este envio',
  },
  remove: {
    title: 'Apagar o envio',
    question: (kind: InboxKind, files: number) => {
      const what = {
        contact: 'esta mensagem de contato',
        favorites: 'este pedido de orçamento',
        'get-scouted': 'esta inscrição',
        package: 'esta resposta a um pacote',
      }[kind]
      const withFiles = plural('pt', files, {
        one: ' e o seu arquivo',
        other: ' e os seus {count} arquivos',
      })
      return `Apagar ${what}${withFiles}? Não é possível desfazer.`
    },
    confirm: 'Apagar definitivamente',
  },
}

type Messages = typeof pt

const en: Messages = {
  title: 'Inbox',
  kinds: {
    contact: 'Contact message',
    favorites: 'Quote request',
    'get-scouted': 'Scouting application',
    package: 'Answer to a package',
  },
  newCounts: {
    contact: (count: number) =>
      plural('en', count, {
        one: '{count} new contact message',
        other: '{count} new contact messages',
      }),
    favorites: (count: number) =>
      plural('en', count, {
        one: '{count} new quote request',
        other: '{count} new quote requests',
      }),
    'get-scouted': (count: number) =>
      plural('en', count, {
        one: '{count} new scouting application',
        other: '{count} new scouting applications',
      }),
    package: (count: number) =>
      plural('en', count, {
        one: '{count} new answer to a package',
        other: '{count} new answers to packages',
      }),
  },
  newCountsLabel: 'New submissions, per kind',
  statuses: { new: 'New', read: 'Read', answered: 'Answered', archived: 'Archived' },
  languages: { en: 'English', es: 'Spanish', pt: 'Portuguese' },
  filters: {
    title: 'Filter',
    kind: 'Kind',
    status: 'Status',
    lang: 'Visitor’s language',
    any: 'All',
    from: 'Received from',
    to: 'Received until',
    q: 'Name or e-mail',
    submit: 'Filter',
    reset: 'Clear filters',
  },
  exportCsv: 'Export the list (CSV)',
  exportFilteredCsv: 'Export the filtered list (CSV)',
  columns: {
    received: 'Received',
    kind: 'Kind',
    name: 'Name',
    email: 'E-mail',
    lang: 'Language',
    status: 'Status',
  },
  caption: (total: number) =>
    plural('en', total, { one: '{count} submission', other: '{count} submissions' }),
  filteredCaption: (total: number) =>
    plural('en', total, {
      one: '{count} submission matches these filters',
      other: '{count} submissions match these filters',
    }),
  empty: 'Nothing received yet.',
  emptyFiltered: 'No submission matches these filters.',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  deleted: 'Submission deleted, with its files.',
  submission: {
    title: (kind: string, name: string) => `${kind} from ${name}`,
    back: 'Back to the inbox',
    received: 'Received',
    language: 'Visitor’s language',
    status: 'Status',
    details: 'What was sent',
    notGiven: 'not given',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
      favorites: 'Chosen models',
      package: 'Package',
      instagram: 'Instagram',
      gender: 'Gender',
      birthdate: 'Date of birth',
      nationality: 'Nationality',
      country: 'Country',
      city: 'City',
      height: 'Height',
      bust: 'Bust',
      waist: 'Waist',
      hips: 'Hips',
      skills: 'Skills',
    },
    genders: { man: 'Man', woman: 'Woman' },
    centimetres: (value: string) => `${value} cm`,
    ageWhenApplying: (age: number) => `${age} years old when applying`,
    favorites: 'Chosen models',
    favoritesCount: (count: number) =>
      plural('en', count, { one: '{count} model chosen', other: '{count} models chosen' }),
    unknownModel: (id: number) => `Model no. ${id} (not in the catalog)`,
    picks: 'The client’s answer',
    openPackage: 'Open the package',
    pickColumns: { model: 'Model', pick: 'Answer', comment: 'Comment' },
    pickWords: { yes: 'Yes', maybe: 'Maybe', no: 'No' },
    photos: 'Photos',
    photosHint: 'Open a photo to see it full size.',
    photoAlt: (number: number, name: string) => `Photo ${number} of ${name}`,
    video: 'Video',
    downloadVideo: 'Download the video',
    noFiles: 'No files.',
    consent: 'Consent (LGPD)',
    consentRecord: (when: string, version: string) =>
      `Consent given on ${when}, to version ${version} of the privacy policy.`,
    noConsentRecord: 'No consent recorded.',
    guardianConsent: 'Guardian’s consent',
    guardianGiven: 'Given by a parent or guardian: the applicant was a minor when applying.',
    guardianMissing: 'Not given, though the applicant was a minor when applying.',
    statusTitle: 'Status',
    statusNow: (status: string) => `Current status: ${status}.`,
    markAs: {
      new: 'Mark as new',
      read: 'Mark as read',
      answered: 'Mark as answered',
      archived: 'Archive',
    },
    statusChanged: (status: string) => `Status changed to “${status}”.`,
    invalidStatus: 'Choose one of the statuses listed.',
    replyTitle: 'Reply',
    replyIntro: (language: string) =>
      `Opens your e-mail program with a message to the visitor, its subject in ${language}, and marks the submission answered.`,
    reply: 'Reply by e-mail',
    replyWrite: (language: string) =>
      `Or write it here, in ${language}: the reply goes from the agency’s address and the submission is marked answered.`,
    replySubject: 'Subject',
    replyBody: 'Message',
    replySend: 'Send the reply',
    replySent: (to: string) => `Reply sent to ${to}; the submission is marked answered.`,
    replyFailed:
      'The e-mail could not be sent just now and nothing was marked: try again in a moment, or reply from your mail program.',
    replySubjectMissing: 'Write the subject.',
    replyBodyMissing: 'Write the message.',
    signTitle: 'Sign',
    signIntro:
      'Makes a hidden model in the Development division with this application’s name, gender, birth date, measures, Instagram and skills, and its photos in the polaroids. Then review and publish as usual.',
    sign: (gender: string | undefined) => (gender === 'man' ? 'Sign him' : 'Sign her'),
    signed: (gender: string | undefined) =>
      gender === 'man' ? 'Signed: open his record' : 'Signed: open her record',
    signUnderWay:
      'This application is being signed in another tab or by a colleague: reload in a moment.',
    signRefused: (fields: string) =>
      `The roster refused what the application holds (${fields}): make the model by hand in Models.`,
    deleteTitle: 'Delete',
    deleteIntro:
      'Deletes the submission and its files, for instance when the visitor asks for their data to be erased (LGPD). You confirm on the next page.',
    delete: 'Delete this submission',
  },
  remove: {
    title: 'Delete the submission',
    question: (kind: InboxKind, files: number) => {
      const what = {
        contact: 'this contact message',
        favorites: 'this quote request',
        'get-scouted': 'this application',
        package: 'this answer to a package',
      }[kind]
      const withFiles = plural('en', files, {
        one: ' and its file',
        other: ' and its {count} files',
      })
      return `Delete ${what}${withFiles}? This cannot be undone.`
    },
    confirm: 'Delete for good',
  },
}

export const inboxMessages: Record<AdminLanguage, Messages> = { pt, en }

/**
 * The reply's subject and greeting, in the language the visitor wrote in (not the panel's):
 * the visitor reads them.
 */
export const replyMessages: Record<
  Language,
  { subjects: Record<InboxKind, string>; greeting: (name: string) => string }
> = {
  en: {
    subjects: {
      contact: 'Passarela: your message',
      favorites: 'Passarela: your quote request',
      'get-scouted': 'Passarela: your application',
      package: 'Passarela: your answer to our selection',
    },
    greeting: (name) => `Hello ${name},`,
  },
  es: {
    subjects: {
      contact: 'Passarela: tu mensaje',
      favorites: 'Passarela: tu solicitud de presupuesto',
      'get-scouted': 'Passarela: tu candidatura',
      package: 'Passarela: tu respuesta a nuestra selección',
    },
    greeting: (name) => `Hola, ${name}:`,
  },
  pt: {
    subjects: {
      contact: 'Passarela: sua mensagem',
      favorites: 'Passarela: seu pedido de orçamento',
      'get-scouted': 'Passarela: sua inscrição',
      package: 'Passarela: sua resposta à nossa seleção',
    },
    greeting: (name) => `Olá, ${name},`,
  },
}
