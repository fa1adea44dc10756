import { agency } from '~/config/agency'
import { privacyPolicy } from '~/config/privacy-policy'
import { keptBackups } from '../../../contracts/backup-settings'
import { retentionMonths } from '../../../contracts/retention'
import { formatRetentionPeriod } from '~/lib/retention-period'
import type { PrivacyPage } from '../blocks'
import { postalAddress } from '../facts'

const email = { text: agency.email, href: `mailto:${agency.email}` }

// The periods the panel deletes by (contracts/retention.ts). The text states the defaults: the
// site may run against a remote panel whose configuration it cannot see, and a deployment
// may only shorten them (RETENTION_*_MONTHS), so the promise holds either way.
const messagesKept = formatRetentionPeriod(retentionMonths.messages, 'en')
const applicationsKept = formatRetentionPeriod(retentionMonths.scouting, 'en')

export const privacy: PrivacyPage = {
  description: `How ${agency.legalName} collects, uses, keeps and protects personal data under Brazil's LGPD, and how to exercise your rights.`,
  intro: [
    {
      kind: 'paragraph',
      text: [
        `This policy explains what personal data ${agency.name} collects through this website, why, for how long, who receives it and how you can exercise your rights under Brazil's General Data Protection Law (Lei Geral de Proteção de Dados Pessoais, Law 13.709/2018, the “LGPD”).`,
      ],
    },
    {
      kind: 'paragraph',
      text: [
        'In short: we collect only what you send us through our forms, we use it to answer you and, if you apply, to consider you for representation. There are no advertising cookies or trackers, and you can ask us at any time to see, correct or delete your data.',
      ],
    },
  ],
  sections: {
    controller: {
      title: 'Who is responsible for your data',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'The controller of your personal data is ',
            { strong: agency.legalName },
            ` (“${agency.name}”), ${postalAddress()}.`,
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Our person in charge of data protection (the encarregado, or data protection officer) can be reached at ',
            email,
            '. Please write “Privacy” in the subject line so that your message goes straight to them.',
          ],
        },
      ],
    },
    collection: {
      title: 'What we collect and why',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'We collect only the data you give us in our forms, and only what each form needs:',
          ],
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Contact form',
              text: [
                'Your name, e-mail address, phone number and message, so that we can answer you. Legal basis: our legitimate interest in answering the people who write to us (LGPD art. 7, IX) and, when you ask about a job, the steps before a contract that you request (art. 7, V).',
              ],
            },
            {
              term: 'Quote request',
              text: [
                'Your name, e-mail address, phone number, message and the models you chose from your favorites, so that we can prepare and send you a quote. Legal basis: the steps before a contract that you request (art. 7, V).',
              ],
            },
            {
              term: 'Be a Model application',
              text: [
                'Your name, e-mail address, phone or WhatsApp number, Instagram profile, gender, date of birth, nationality, country and city, measurements (height, bust, waist, hips), skills, the photos you upload and, if you send one, a video; a record of your consent with its date and the version of this policy you accepted; and, for applicants under 18, the consent of a parent or legal guardian. We use them to assess your application and to get in touch. Legal bases: your consent (art. 7, I) and the steps before a representation contract that you request (art. 7, V).',
              ],
            },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Applying does not authorize any commercial use of your image. Your photos and data are used commercially (on this website, on comp cards or with clients) only if we represent you, under the terms of the representation contract you sign.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'We do not ask for sensitive data such as health, religion or political opinions. Please leave it out of your messages.',
          ],
        },
      ],
    },
    favorites: {
      title: 'Your favorites stay in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            "The models you mark with the heart are saved only in your own browser, in its local storage on your device. They are not sent to us and we cannot see them, unless you choose to send them with a quote request. A link you share to your selection contains only the models' numbers.",
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'You can remove them at any time on ',
            { text: 'your favorites page', page: 'favorites' },
            " or by clearing this site's data in your browser.",
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'In the same place, and for the same reason, your browser keeps the last ten model profiles you opened, so that your favorites page can show them again. They are not sent to us either; you can remove them there one by one or all at once.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            "If you send your selection to us by WhatsApp, the message (the models' names and the link to your selection) goes through WhatsApp, and WhatsApp's own privacy policy applies to it.",
          ],
        },
      ],
    },
    technical: {
      title: 'Technical data, cookies and third parties',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              "Like any website, our server records some technical data with each visit: your IP address, the date and time, the page requested and your browser's description. We use it to keep the site secure, detect abuse and fix errors. Legal bases: our legitimate interest in a secure service (art. 7, IX) and the duty of Brazil's Internet Civil Framework (Marco Civil da Internet, Law 12.965/2014, art. 15) to keep access records.",
            ],
            [
              'To protect our forms from abuse, the number of submissions from each IP address is counted in the server’s memory for a few minutes and then forgotten.',
            ],
            [
              "If the agency sends you a selection of models (a package), its link counts how many times it was opened, when first and last, and which models' books were opened within it. Nothing else about whoever opens it is recorded: no IP address, no browser, no cookie. Your answer to it (your name, your choices and comments) reaches the agency as a quote request does and is kept as long.",
            ],
            [
              'We use no advertising or analytics cookies and no tracking pixels. The site stores only what it needs to work: your favorites and the profiles you viewed last, in your browser, and, if you choose units of measure other than centimetres and EU shoe sizes, a cookie named units that remembers them for a year.',
            ],
            [
              'Fonts, scripts and images are served by our own server, so visiting the site sends no request to font, analytics or advertising services. Videos on model profiles come from YouTube or Vimeo and load only when you choose to play one; from then on, that service’s own privacy policy applies.',
            ],
          ],
        },
      ],
    },
    retention: {
      title: 'How long we keep your data',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Contact messages, quote requests and answers to packages',
              text: [`${messagesKept} after our last exchange, then deleted.`],
            },
            {
              term: 'Applications we do not take forward',
              text: [`Deleted within ${applicationsKept} of being sent, or sooner if you ask us.`],
            },
            {
              term: 'Photos and videos sent for an application that was not sent',
              text: [
                'Kept at most two days for the application to follow, then deleted with their files.',
              ],
            },
            {
              term: 'Models we represent',
              text: [
                'For as long as the representation contract lasts and, after it ends, for the periods the law requires (tax and employment records, for example) or that are needed to defend legal claims.',
              ],
            },
            {
              term: 'Server logs',
              text: ['Six months, the period the Marco Civil da Internet requires, then deleted.'],
            },
            {
              term: 'Records of consent',
              text: ['As long as the data they refer to, to show that consent was given.'],
            },
            {
              term: 'Backups',
              text: [
                `A copy of the site's data is made every day and the last ${keptBackups} are kept. Data deleted stays in these copies until the last one holding it is replaced, ${keptBackups} days at most; if a copy is ever restored, what was deleted after it is deleted again.`,
              ],
            },
          ],
        },
      ],
    },
    sharing: {
      title: 'Who receives your data',
      blocks: [
        { kind: 'paragraph', text: ['We do not sell personal data. It is seen only by:'] },
        {
          kind: 'list',
          items: [
            ["the agency's own staff, who need it to answer you or assess your application;"],
            [
              'our hosting and infrastructure providers (servers, storage, e-mail), who process it on our behalf, under contract and only on our instructions;',
            ],
            [
              `the provider of our booking software (${agency.bookingCredit.name}), where the profiles of the models we represent are managed;`,
            ],
            [
              "clients, only for models we represent and with the model's agreement, for example the book and comp card sent for a casting;",
            ],
            ['public authorities, when the law or a court order requires it.'],
          ],
        },
      ],
    },
    transfers: {
      title: 'International transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Some of our providers, for example for e-mail or cloud storage, may keep data on servers outside Brazil. We choose only providers that offer the safeguards the LGPD requires for such transfers (art. 33), such as standard contractual clauses.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'When a model we represent works abroad, we share the data needed for that work with our partner agency in that country, with the model’s agreement and to carry out their contract.',
          ],
        },
      ],
    },
    rights: {
      title: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: ['Under article 18 of the LGPD you can ask us at any time for:'],
        },
        {
          kind: 'list',
          items: [
            ['confirmation that we process your data;'],
            ['access to your data;'],
            ['correction of incomplete, inaccurate or out-of-date data;'],
            [
              'anonymization, blocking or deletion of data that is unnecessary, excessive or processed unlawfully;',
            ],
            ['portability of your data to another provider;'],
            ['deletion of data processed with your consent;'],
            ['information about the public and private bodies with which we share your data;'],
            ['information about the possibility of refusing consent and what follows from it;'],
            ['withdrawal of your consent;'],
            [
              'objection to processing based on another legal basis, if it does not comply with the law;',
            ],
            [
              'review of decisions made solely by automated processing. We make no such decisions: a person reads every message and every application.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'To exercise any of them, write to ',
            email,
            ' with “Privacy” in the subject line. We may ask you to confirm your identity, and we answer within 15 days. Withdrawing consent does not affect what was done before it; if you withdraw your consent to an application, we delete the application.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'If you are not satisfied with our answer, you can complain to the National Data Protection Authority, ',
            { text: 'ANPD', href: 'https://www.gov.br/anpd' },
            '.',
          ],
        },
      ],
    },
    security: {
      title: 'How we protect your data',
      blocks: [
        {
          kind: 'list',
          items: [
            ['encrypted connections (HTTPS) across the whole site;'],
            ['forms protected against abuse and automated submissions;'],
            [
              'photos and videos checked for their file type and stored under random names outside the public website, never publicly accessible;',
            ],
            ['access to submissions limited to the staff who need it;'],
            ['the keys and passwords of our systems kept only on our servers.'],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'No system is perfectly safe. If an incident could put you at significant risk, we will inform you and the ANPD, as the law requires (art. 48).',
          ],
        },
      ],
    },
    minors: {
      title: 'Children and adolescents',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Anyone under 18 can apply only with the specific consent of a parent or legal guardian, given in the application form (LGPD art. 14). We use the data only to assess the application and contact the family, and we speak with the parent or guardian before any next step. A model under 18 is represented only under a contract signed by a parent or guardian.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'If we learn that we have received the data of someone under 18 without that consent, we delete it.',
          ],
        },
      ],
    },
    changes: {
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `We update this policy when our practices or the law change. Each version has a number and the date it took effect, shown at the top of this page; this is version ${privacyPolicy.version}.`,
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'When you apply to be a model, we record the version you accepted. If a change affects how we use data given with your consent, we will ask for your consent again.',
          ],
        },
      ],
    },
  },
}
