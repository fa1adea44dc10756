import { agency } from '~/config/agency'
import type { AboutPage } from '../blocks'

export const about: AboutPage = {
  description: `${agency.name} is a model and talent management agency in Brasília: our boards, what we do for clients and models, and how to work with us.`,
  intro: [
    {
      kind: 'paragraph',
      text: [
        `${agency.name} is a model and talent management agency in Brasília. We represent Brazilian and international models and look after their careers, from the first test shoot to campaigns, runways and seasons abroad.`,
      ],
    },
  ],
  sections: {
    agency: {
      title: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'We are a small team in Lago Sul with a simple ambition: to give the capital an agency that works to the standards of the big fashion markets while keeping the closeness that lets us know every model by name.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Our work is management in the full sense. We plan careers, negotiate fair terms, organize castings and travel, and stay with our models on set and off it, for fashion, advertising, editorial work and events in Brazil and abroad.',
          ],
        },
      ],
    },
    boards: {
      title: 'Our boards',
      blocks: [
        {
          kind: 'paragraph',
          text: ['As is usual in the trade, the roster is organized in four boards:'],
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Image',
              text: [
                'Faces for advertising and commercial work: campaigns, catalogues, e-commerce, television and brand content.',
              ],
            },
            {
              term: 'Mainboard',
              text: [
                'Established models working in fashion: runway, editorials, lookbooks and international campaigns.',
              ],
            },
            {
              term: 'Development',
              text: [
                'New faces at the start of their careers, whom we train, test and introduce to the market step by step. ',
                { text: 'See our new faces', page: 'futureFace' },
                '.',
              ],
            },
            {
              term: 'Direct',
              text: [
                'Models and talents booked directly through the agency for particular jobs, including models based outside Brasília and international models during their stays in Brazil.',
              ],
            },
          ],
        },
      ],
    },
    clients: {
      title: 'For clients',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Bookings for campaigns, catalogues, e-commerce, runway, events and editorials, with clear terms for usage, fees and schedules.',
            ],
            ['Castings and go-sees arranged to your brief, at our office or at your location.'],
            [
              'Quotes made simple: mark the models you like with the heart, open ',
              { text: 'your favorites', page: 'favorites' },
              ' and send them to us with a few words about the job. We answer with availability and a quote, usually within one working day.',
            ],
            [
              "Comp cards with each model's measurements, ready to print or to download as a PDF from their profile.",
            ],
          ],
        },
      ],
    },
    models: {
      title: 'For models',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              { strong: 'Scouting.' },
              ' We look for new faces in Brasília and across Brazil, and a person on our team reads every application sent through our Be a Model page.',
            ],
            [
              { strong: 'Development.' },
              ' Test shoots, a first portfolio, and guidance on posing, runway and the practical side of the job, at a pace that fits school or studies.',
            ],
            [
              { strong: 'Representation.' },
              ' We negotiate every job, check contracts and image usage, and make sure fees are paid as agreed.',
            ],
            [
              { strong: 'International placement.' },
              ' As mother agency, we introduce models to partner agencies in other markets when they are ready, and stay in touch throughout their time abroad.',
            ],
          ],
        },
      ],
    },
    'work-with-us': {
      title: 'Work with us',
      blocks: [
        {
          kind: 'actions',
          items: [
            {
              page: 'roster',
              label: 'Our models',
              text: 'Browse the boards, save your favorites and ask us for a quote.',
            },
            {
              page: 'beAModel',
              label: 'Be a model',
              text: 'Tell us about yourself and send a few photos. Applying costs nothing.',
            },
            {
              page: 'contact',
              label: 'Contact',
              text: 'Our address, phone, WhatsApp and e-mail, and a form to write to us.',
            },
          ],
        },
      ],
    },
    commitment: {
      title: 'Safe and fair',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'A career in modelling should start safely. These are the rules we keep ourselves to:',
          ],
        },
        {
          kind: 'list',
          items: [
            [
              'We do not charge models to apply, to be scouted or to be represented. The agency earns a commission on the work it books, as set out in each contract.',
            ],
            [
              'Models under 18 are represented only with the written consent of a parent or legal guardian, who approves every job and may accompany them to castings and on set.',
            ],
            [
              "We work with clients who respect reasonable hours, safe working conditions and the models' image rights. Every use of a model's image is agreed beforehand.",
            ],
            [
              'Anyone who feels uncomfortable at a job can call us at any time, and we will act on it.',
            ],
            [
              'We take care of the personal data we receive. Our ',
              { text: 'privacy policy', page: 'privacy' },
              ' explains how.',
            ],
          ],
        },
      ],
    },
  },
}
