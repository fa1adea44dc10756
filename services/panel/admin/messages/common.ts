/**
 * The back office's words in Brazilian Portuguese (its default) and English. Each area of the
 * back office keeps its own table beside this one; `satisfies` makes every language name
 * every key.
 */

export const adminLanguages = ['pt', 'en'] as const
export type AdminLanguage = (typeof adminLanguages)[number]

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return adminLanguages.some((language) => language === value)
}

/** The `lang` attribute and the locale dates and numbers are written in. */
export const adminLocales: Record<AdminLanguage, string> = { pt: 'pt-BR', en: 'en-GB' }

const pt = {
  brand: 'Passarela · Painel',
  skipToContent: 'Ir para o conteúdo',
  mainNavigation: 'Navegação do painel',
  nav: {
    inbox: 'Caixa de entrada',
    news: 'Notícias',
    slides: 'Destaques da página inicial',
    links: 'Redes e contatos',
    audit: 'Registro de atividades',
    account: 'Minha conta',
  },
  languageSwitch: 'Language: English',
  languageSwitchLabel: 'Mudar o idioma do painel para inglês',
  signOut: 'Sair',
  viewSite: 'Ver o site',
  formErrorsTitle: 'Corrija o que está indicado:',
  required: 'Preencha este campo.',
  save: 'Salvar',
  cancel: 'Cancelar',
  saved: 'Alterações salvas.',
  errors: {
    forbiddenTitle: 'Pedido recusado',
    forbidden:
      'O formulário expirou ou veio de outro site. Volte à página, recarregue-a e tente de novo.',
    notFoundTitle: 'Página não encontrada',
    notFound: 'Não há nada neste endereço do painel.',
    unexpectedTitle: 'Algo deu errado',
    unexpected: 'Não foi possível concluir. Tente de novo em instantes.',
    backToInbox: 'Voltar à caixa de entrada',
    tooLarge: 'O envio é grande demais.',
  },
  signIn: {
    title: 'Entrar no painel',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    failed: 'E-mail ou senha incorretos.',
    locked: (minutes: number) =>
      `Muitas tentativas. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente de novo.`,
    /** After a failure that used the last attempt, beside what failed. */
    noAttemptsLeft: (minutes: number) =>
      `Não restam tentativas: aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes da próxima.`,
    signedOut: 'Você saiu do painel.',
    passwordSet: 'Senha definida. Entre com ela.',
    expired: 'Sua sessão terminou. Entre de novo.',
    codeTitle: 'Verificação em duas etapas',
    codeIntro:
      'Digite o código de 6 dígitos do seu aplicativo autenticador, ou um código de recuperação.',
    code: 'Código',
    codeSubmit: 'Verificar',
    codeFailed: 'Código incorreto.',
  },
  setPassword: {
    title: 'Definir senha',
    intro: (email: string) => `Escolha a senha da conta ${email}.`,
    password: 'Nova senha',
    confirm: 'Repita a senha',
    hint: 'Pelo menos 12 caracteres. Uma frase fácil de lembrar funciona bem.',
    submit: 'Definir senha',
    invalidLink:
      'Este link não vale mais: já foi usado ou passou de 24 horas. Peça um novo (npm run panel:user).',
    mismatch: 'As senhas não coincidem.',
    problems: {
      'too-short': 'Use pelo menos 12 caracteres.',
      'too-long': 'Use no máximo 256 caracteres.',
      common: 'Essa senha é comum demais. Escolha outra.',
      'contains-email': 'A senha não pode conter o seu e-mail.',
    },
  },
  account: {
    title: 'Minha conta',
    signedInAs: (email: string) => `Conectado como ${email}.`,
    sessions: (count: number) =>
      count === 1 ? 'Conectado em 1 navegador.' : `Conectado em ${count} navegadores.`,
    signOutEverywhere: 'Sair de todos os navegadores',
    changePassword: 'Trocar a senha',
    currentPassword: 'Senha atual',
    wrongPassword: 'A senha atual está incorreta.',
    passwordChanged: 'Senha trocada. Os outros navegadores foram desconectados.',
    secondFactor: 'Verificação em duas etapas',
    secondFactorOn: 'Ativada: cada entrada pede um código do aplicativo autenticador.',
    secondFactorOff: 'Desativada. Ative para que a senha sozinha não baste para entrar.',
    enable: 'Ativar a verificação em duas etapas',
    enrolIntro:
      'Leia o QR code no aplicativo autenticador (ou digite a chave) e confirme com o código que ele mostrar.',
    secretKey: 'Chave',
    confirmCode: 'Código do aplicativo',
    confirm: 'Confirmar e ativar',
    enabled: 'Verificação em duas etapas ativada.',
    recoveryTitle: 'Códigos de recuperação',
    recoveryIntro:
      'Guarde estes códigos num lugar seguro. Cada um serve uma vez, se você perder o celular. Eles não serão mostrados de novo.',
    recoveryLeft: (count: number) => `${count} códigos de recuperação restantes.`,
    disable: 'Desativar a verificação em duas etapas',
    disabled: 'Verificação em duas etapas desativada.',
    disableIntro: 'Confirme com a senha para desativar.',
    alreadyOn: 'A verificação em duas etapas já está ativada. Desative-a antes de ativar outra.',
  },
  audit: {
    title: 'Registro de atividades',
    intro: 'Quem viu, exportou, alterou ou apagou o quê, e quando.',
    when: 'Quando',
    who: 'Quem',
    what: 'O quê',
    target: 'Item',
    empty: 'Nada registrado ainda.',
    older: 'Mais antigos',
    commandLine: 'linha de comando',
    actions: {
      'account.create': 'criou a conta',
      'account.reset': 'redefiniu a conta',
      'account.password-set': 'definiu a senha',
      'account.password-change': 'trocou a senha',
      'account.second-factor-on': 'ativou a verificação em duas etapas',
      'account.second-factor-off': 'desativou a verificação em duas etapas',
      'account.sign-in': 'entrou',
      'account.sign-out': 'saiu',
      'account.sign-out-everywhere': 'saiu de todos os navegadores',
      'submission.view': 'abriu',
      'submission.file': 'abriu um arquivo de',
      'submission.status': 'mudou o status de',
      'submission.reply': 'respondeu',
      'submission.delete': 'apagou',
      'submissions.export': 'exportou a lista',
      'post.create': 'criou a notícia',
      'post.update': 'alterou a notícia',
      'post.delete': 'apagou a notícia',
      'slide.create': 'adicionou o destaque',
      'slide.update': 'alterou o destaque',
      'slide.move': 'reordenou o destaque',
      'slide.delete': 'apagou o destaque',
      'links.update': 'alterou as redes e contatos',
    } as Record<string, string>,
  },
}

type Messages = typeof pt

const en: Messages = {
  brand: 'Passarela · Panel',
  skipToContent: 'Skip to content',
  mainNavigation: 'Panel navigation',
  nav: {
    inbox: 'Inbox',
    news: 'News',
    slides: 'Home slides',
    links: 'Social and contact',
    audit: 'Audit log',
    account: 'My account',
  },
  languageSwitch: 'Idioma: português',
  languageSwitchLabel: 'Switch the panel to Portuguese',
  signOut: 'Sign out',
  viewSite: 'View the site',
  formErrorsTitle: 'Please correct what is marked:',
  required: 'Fill in this field.',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Changes saved.',
  errors: {
    forbiddenTitle: 'Request refused',
    forbidden:
      'The form expired or came from another site. Go back, reload the page and try again.',
    notFoundTitle: 'Page not found',
    notFound: 'There is nothing at this address of the panel.',
    unexpectedTitle: 'Something went wrong',
    unexpected: 'This could not be done. Please try again in a moment.',
    backToInbox: 'Back to the inbox',
    tooLarge: 'What was sent is too large.',
  },
  signIn: {
    title: 'Sign in to the panel',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    failed: 'Wrong e-mail or password.',
    locked: (minutes: number) =>
      `Too many attempts. Wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    noAttemptsLeft: (minutes: number) =>
      `No attempts left: wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before the next.`,
    signedOut: 'You have signed out.',
    passwordSet: 'Password set. Sign in with it.',
    expired: 'Your session ended. Please sign in again.',
    codeTitle: 'Two-step verification',
    codeIntro: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
    code: 'Code',
    codeSubmit: 'Verify',
    codeFailed: 'Wrong code.',
  },
  setPassword: {
    title: 'Set your password',
    intro: (email: string) => `Choose the password of the account ${email}.`,
    password: 'New password',
    confirm: 'Repeat the password',
    hint: 'At least 12 characters. A sentence you remember works well.',
    submit: 'Set password',
    invalidLink:
      'This link is no longer valid: it was used or is older than 24 hours. Ask for a new one (npm run panel:user).',
    mismatch: 'The passwords do not match.',
    problems: {
      'too-short': 'Use at least 12 characters.',
      'too-long': 'Use at most 256 characters.',
      common: 'That password is too common. Choose another.',
      'contains-email': 'The password cannot contain your e-mail.',
    },
  },
  account: {
    title: 'My account',
    signedInAs: (email: string) => `Signed in as ${email}.`,
    sessions: (count: number) =>
      count === 1 ? 'Signed in on 1 browser.' : `Signed in on ${count} browsers.`,
    signOutEverywhere: 'Sign out of every browser',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    wrongPassword: 'The current password is wrong.',
    passwordChanged: 'Password changed. Other browsers were signed out.',
    secondFactor: 'Two-step verification',
    secondFactorOn: 'On: every sign-in asks for a code from the authenticator app.',
    secondFactorOff: 'Off. Switch it on so that a password alone is not enough to sign in.',
    enable: 'Switch on two-step verification',
    enrolIntro:
      'Scan the QR code with your authenticator app (or type the key) and confirm with the code it shows.',
    secretKey: 'Key',
    confirmCode: 'Code from the app',
    confirm: 'Confirm and switch on',
    enabled: 'Two-step verification is on.',
    recoveryTitle: 'Recovery codes',
    recoveryIntro:
      'Keep these codes somewhere safe. Each works once, if you lose your phone. They will not be shown again.',
    recoveryLeft: (count: number) => `${count} recovery codes left.`,
    disable: 'Switch off two-step verification',
    disabled: 'Two-step verification is off.',
    disableIntro: 'Confirm with your password to switch it off.',
    alreadyOn: 'Two-step verification is already on. Switch it off before switching on another.',
  },
  audit: {
    title: 'Audit log',
    intro: 'Who viewed, exported, changed or deleted what, and when.',
    when: 'When',
    who: 'Who',
    what: 'What',
    target: 'Item',
    empty: 'Nothing recorded yet.',
    older: 'Older',
    commandLine: 'command line',
    actions: {
      'account.create': 'created the account',
      'account.reset': 'reset the account',
      'account.password-set': 'set the password',
      'account.password-change': 'changed the password',
      'account.second-factor-on': 'switched on two-step verification',
      'account.second-factor-off': 'switched off two-step verification',
      'account.sign-in': 'signed in',
      'account.sign-out': 'signed out',
      'account.sign-out-everywhere': 'signed out of every browser',
      'submission.view': 'opened',
      'submission.file': 'opened a file of',
      'submission.status': 'changed the status of',
      'submission.reply': 'replied to',
      'submission.delete': 'deleted',
      'submissions.export': 'exported the list',
      'post.create': 'created the post',
      'post.update': 'changed the post',
      'post.delete': 'deleted the post',
      'slide.create': 'added the slide',
      'slide.update': 'changed the slide',
      'slide.move': 'moved the slide',
      'slide.delete': 'deleted the slide',
      'links.update': 'changed the social and contact links',
    },
  },
}

export const commonMessages: Record<AdminLanguage, Messages> = { pt, en }
export type CommonMessages = Messages
