import { agency } from '~/config/agency'
import type { AboutPage } from '../blocks'

export const about: AboutPage = {
  description: `${agency.name} es una agencia de modelos y talentos en Brasilia: nuestras divisiones, lo que hacemos por clientes y modelos y cómo trabajar con nosotros.`,
  intro: [
    {
      kind: 'paragraph',
      text: [
        `${agency.name} es una agencia de gestión de modelos y talentos en Brasilia. Representamos a modelos de Brasil y de otros países y cuidamos cada carrera, desde la primera sesión de prueba hasta las campañas, las pasarelas y las temporadas en el extranjero.`,
      ],
    },
  ],
  sections: {
    agency: {
      title: 'Quiénes somos',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Somos un equipo pequeño en Lago Sul con una ambición sencilla: dar a la capital una agencia que trabaje con el nivel de los grandes mercados de la moda, sin perder la cercanía que nos permite conocer a cada modelo por su nombre.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Hacemos gestión en el sentido pleno de la palabra: planificamos carreras, negociamos condiciones justas, organizamos castings y viajes y acompañamos a cada modelo dentro y fuera del set, en moda, publicidad, editoriales y eventos, en Brasil y en el extranjero.',
          ],
        },
      ],
    },
    boards: {
      title: 'Nuestras divisiones',
      blocks: [
        {
          kind: 'paragraph',
          text: ['Como es habitual en el sector, el elenco se organiza en cuatro divisiones:'],
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Image',
              text: [
                'Rostros para publicidad y trabajos comerciales: campañas, catálogos, comercio electrónico, televisión y contenido de marca.',
              ],
            },
            {
              term: 'Mainboard',
              text: [
                'Modelos con una carrera consolidada en la moda: pasarela, editoriales, lookbooks y campañas internacionales.',
              ],
            },
            {
              term: 'Development',
              text: [
                'Caras nuevas que empiezan su carrera y a las que formamos, probamos y presentamos al mercado paso a paso. ',
                { text: 'Conoce las caras nuevas', page: 'futureFace' },
                '.',
              ],
            },
            {
              term: 'Direct',
              text: [
                'Modelos y talentos contratados directamente a través de la agencia para trabajos concretos, entre ellos modelos que viven fuera de Brasilia y modelos internacionales durante sus estancias en Brasil.',
              ],
            },
          ],
        },
      ],
    },
    clients: {
      title: 'Para clientes',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Contrataciones para campañas, catálogos, comercio electrónico, pasarela, eventos y editoriales, con condiciones claras de uso de imagen, honorarios y horarios.',
            ],
            [
              'Castings y selecciones a la medida de tu briefing, en la agencia o en el lugar que prefieras.',
            ],
            [
              'Presupuestos sin complicaciones: marca con el corazón los modelos que te gusten, abre ',
              { text: 'tus favoritos', page: 'favorites' },
              ' y envíanos la selección con unas palabras sobre el trabajo. Respondemos con disponibilidad y presupuesto, normalmente en un día laborable.',
            ],
            [
              'Comp cards con las medidas de cada modelo, listas para imprimir o descargar en PDF desde su perfil.',
            ],
          ],
        },
      ],
    },
    models: {
      title: 'Para modelos',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              { strong: 'Scouting.' },
              ' Buscamos caras nuevas en Brasilia y en todo Brasil, y una persona de nuestro equipo lee cada solicitud enviada desde la página Hazte modelo.',
            ],
            [
              { strong: 'Desarrollo.' },
              ' Sesiones de prueba, un primer portafolio y orientación sobre pose, pasarela y el día a día de la profesión, a un ritmo compatible con la escuela o los estudios.',
            ],
            [
              { strong: 'Representación.' },
              ' Negociamos cada trabajo, revisamos contratos y usos de imagen y nos aseguramos de que los honorarios se paguen según lo acordado.',
            ],
            [
              { strong: 'Carrera internacional.' },
              ' Como agencia madre, presentamos a cada modelo a agencias asociadas de otros mercados cuando llega el momento, y seguimos en contacto durante toda su estancia fuera.',
            ],
          ],
        },
      ],
    },
    'work-with-us': {
      title: 'Trabaja con nosotros',
      blocks: [
        {
          kind: 'actions',
          items: [
            {
              page: 'roster',
              label: 'Nuestros modelos',
              text: 'Recorre las divisiones, guarda tus favoritos y pídenos un presupuesto.',
            },
            {
              page: 'beAModel',
              label: 'Hazte modelo',
              text: 'Cuéntanos sobre ti y envía algunas fotos. Postularte no cuesta nada.',
            },
            {
              page: 'contact',
              label: 'Contacto',
              text: 'Dirección, teléfono, WhatsApp y correo electrónico, y un formulario para escribirnos.',
            },
          ],
        },
      ],
    },
    commitment: {
      title: 'Con seguridad y respeto',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Una carrera de modelo debe empezar con seguridad. Estas son las reglas que nos imponemos:',
          ],
        },
        {
          kind: 'list',
          items: [
            [
              'No cobramos nada por postularse, por participar en un scouting ni por la representación. La agencia recibe una comisión sobre los trabajos que cierra, según lo que establece cada contrato.',
            ],
            [
              'Solo representamos a menores de 18 años con el consentimiento por escrito de su madre, su padre o quien tenga su tutela legal, que aprueba cada trabajo y puede acompañarles a castings y sesiones.',
            ],
            [
              'Trabajamos con clientes que respetan horarios razonables, condiciones de trabajo seguras y los derechos de imagen de cada modelo. Todo uso de imagen se acuerda de antemano.',
            ],
            ['Si algo te incomoda en un trabajo, puedes llamarnos a cualquier hora y actuaremos.'],
            [
              'Cuidamos los datos personales que recibimos. Nuestra ',
              { text: 'política de privacidad', page: 'privacy' },
              ' explica cómo.',
            ],
          ],
        },
      ],
    },
  },
}
