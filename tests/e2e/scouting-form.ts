import type { Page } from '@playwright/test'
import type { PickedFile } from './application-files'

// The Be a Model form's words and fields in the three languages, as an applicant fills them.

export type Labels = {
  name: RegExp
  email: RegExp
  phone: RegExp
  birthdate: RegExp
  nationality: RegExp
  country: RegExp
  city: RegExp
  height: RegExp
  bust: RegExp
  waist: RegExp
  hips: RegExp
  woman: string
  face: RegExp
  profile: RegExp
  body: RegExp
  smile: RegExp
  more: RegExp
  video: RegExp
  consent: RegExp
  guardian: RegExp
}

export const languages = [
  {
    lang: 'en',
    path: '/be-a-model',
    send: 'Send',
    choose: 'Choose photos',
    required: 'This field is required.',
    thanks: 'Thank you. Your application is with our scouts.',
    labels: {
      name: /^Full name/,
      email: /^E-mail/,
      phone: /^WhatsApp number/,
      birthdate: /^Date of birth/,
      nationality: /^Nationality/,
      country: /^Country of residence/,
      city: /^City/,
      height: /^Height/,
      bust: /^Bust or chest/,
      waist: /^Waist/,
      hips: /^Hips/,
      woman: 'Woman',
      face: /^Face, from the front/,
      profile: /^Profile/,
      body: /^Full body/,
      smile: /^Smiling/,
      more: /^More photos/,
      video: /^Video/,
      consent: /^I have read the privacy policy/,
      guardian: /^My parent or legal guardian/,
    },
  },
  {
    lang: 'es',
    path: '/es/hazte-modelo',
    send: 'Enviar',
    choose: 'Elegir fotos',
    required: 'Este campo es obligatorio.',
    thanks: 'Gracias. Tu solicitud ya está con nuestros scouts.',
    labels: {
      name: /^Nombre completo/,
      email: /^Correo electrónico/,
      phone: /^Número de WhatsApp/,
      birthdate: /^Fecha de nacimiento/,
      nationality: /^Nacionalidad/,
      country: /^País de residencia/,
      city: /^Ciudad/,
      height: /^Altura/,
      bust: /^Busto o pecho/,
      waist: /^Cintura/,
      hips: /^Cadera/,
      woman: 'Mujer',
      face: /^Rostro, de frente/,
      profile: /^Perfil/,
      body: /^Cuerpo entero/,
      smile: /^Sonriendo/,
      more: /^Más fotos/,
      video: /^Vídeo/,
      consent: /^He leído la política de privacidad/,
      guardian: /^Mi madre, padre o tutor legal/,
    },
  },
  {
    lang: 'pt',
    path: '/pt/seja-modelo',
    send: 'Enviar',
    choose: 'Escolher fotos',
    required: 'Este campo é obrigatório.',
    thanks: 'Obrigado pela inscrição. Ela já está com nossos scouts.',
    labels: {
      name: /^Nome completo/,
      email: /^E-mail/,
      phone: /^Número de WhatsApp/,
      birthdate: /^Data de nascimento/,
      nationality: /^Nacionalidade/,
      country: /^País de residência/,
      city: /^Cidade/,
      height: /^Altura/,
      bust: /^Busto ou tórax/,
      waist: /^Cintura/,
      hips: /^Quadril/,
      woman: 'Mulher',
      face: /^Rosto, de frente/,
      profile: /^Perfil/,
      body: /^Corpo inteiro/,
      smile: /^Sorrindo/,
      more: /^Mais fotos/,
      video: /^Vídeo/,
      consent: /^Li a política de privacidade/,
      guardian: /^Meu pai, mãe ou responsável legal/,
    },
  },
] as const

export type Language = (typeof languages)[number]
export const [english, spanish, portuguese] = languages

/** Fills every field but the files, as an adult applicant unless told a birthdate. */
export async function fillFields(
  page: Page,
  labels: Labels,
  name: string,
  birthdate = '2001-04-09',
) {
  await page.getByRole('main').getByLabel(labels.name).fill(name)
  await page.getByRole('main').getByLabel(labels.email).fill('bia@example.com')
  await page.getByRole('main').getByLabel(labels.phone).fill('+55 61 99999-0000')
  await page.getByRole('radio', { name: labels.woman }).check()
  await page.getByRole('main').getByLabel(labels.birthdate).fill(birthdate)
  await page.getByRole('main').getByLabel(labels.nationality).fill('Brasileira')
  await page.getByRole('main').getByLabel(labels.country).fill('Brasil')
  await page.getByRole('main').getByLabel(labels.city).fill('Brasília')
  await page.getByRole('main').getByLabel(labels.height).fill('176')
  await page.getByRole('main').getByLabel(labels.bust).fill('82')
  await page.getByRole('main').getByLabel(labels.waist).fill('61,5')
  await page.getByRole('main').getByLabel(labels.hips).fill('90')
  await page.getByRole('main').getByLabel(labels.consent).check()
}

export async function pick(page: Page, label: RegExp, files: PickedFile[]) {
  await page.getByRole('main').getByLabel(label).setInputFiles(files)
}

/** Photos as an applicant places them: a shot's slot each, in the page's order, then more. */
export async function pickPhotos(page: Page, labels: Labels, files: PickedFile[]) {
  const slots = [labels.face, labels.profile, labels.body, labels.smile]
  for (const [index, slot] of slots.entries()) {
    const file = files[index]
    if (file) await pick(page, slot, [file])
  }
  if (files.length > slots.length) await pick(page, labels.more, files.slice(slots.length))
}
