import { agency } from '~/config/agency'
import { privacyPolicy } from '~/config/privacy-policy'
import { keptBackups } from '../../../contracts/backup-settings'
import { retentionMonths } from '../../../contracts/retention'
import { formatRetentionPeriod } from '~/lib/retention-period'
import type { PrivacyPage } from '../blocks'
import { postalAddress } from '../facts'

const email = { text: agency.email, href: `mailto:${agency.email}` }

// The periods the panel deletes by, as the English text explains.
const messagesKept = formatRetentionPeriod(retentionMonths.messages, 'es')
const applicationsKept = formatRetentionPeriod(retentionMonths.scouting, 'es')

export const privacy: PrivacyPage = {
  description: `Cómo ${agency.legalName} recoge, usa, conserva y protege los datos personales según la LGPD de Brasil, y cómo ejercer tus derechos.`,
  intro: [
    {
      kind: 'paragraph',
      text: [
        `Esta política explica qué datos personales recoge ${agency.name} a través de este sitio, para qué, durante cuánto tiempo, con quién los comparte y cómo puedes ejercer tus derechos según la Ley General de Protección de Datos Personales de Brasil (Lei Geral de Proteção de Dados Pessoais, Ley 13.709/2018, la «LGPD»).`,
      ],
    },
    {
      kind: 'paragraph',
      text: [
        'En resumen: recogemos solo lo que nos envías en los formularios y lo usamos para responderte y, si te postulas, para evaluar tu perfil. No hay cookies publicitarias ni rastreadores, y puedes pedirnos en cualquier momento ver, corregir o eliminar tus datos.',
      ],
    },
  ],
  sections: {
    controller: {
      title: 'Quién es responsable de tus datos',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'El responsable del tratamiento de tus datos personales es ',
            { strong: agency.legalName },
            ` («${agency.name}»), ${postalAddress()}.`,
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Para hablar con quien se ocupa de la protección de datos en la agencia (el encarregado o DPO que prevé la LGPD), escribe a ',
            email,
            '. Pon «Privacidad» en el asunto para que tu mensaje le llegue directamente.',
          ],
        },
      ],
    },
    collection: {
      title: 'Qué recogemos y por qué',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Solo recogemos los datos que nos das en nuestros formularios, y solo los que cada uno necesita:',
          ],
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Formulario de contacto',
              text: [
                'Nombre, correo electrónico, teléfono y mensaje, para poder responderte. Base legal: nuestro interés legítimo en responder a quien nos escribe (LGPD, art. 7, IX) y, cuando preguntas por un trabajo, las gestiones previas a un contrato que tú solicitas (art. 7, V).',
              ],
            },
            {
              term: 'Solicitud de presupuesto',
              text: [
                'Nombre, correo electrónico, teléfono, mensaje y los modelos que elegiste en tus favoritos, para preparar y enviarte un presupuesto. Base legal: las gestiones previas a un contrato que tú solicitas (art. 7, V).',
              ],
            },
            {
              term: 'Solicitud en Hazte modelo',
              text: [
                'Nombre, correo electrónico, teléfono o WhatsApp, perfil de Instagram, género, fecha de nacimiento, nacionalidad, país y ciudad, medidas (altura, busto, cintura, cadera), habilidades, las fotos que subas y, si quieres, un video; el registro de tu consentimiento, con su fecha y la versión de esta política que aceptaste; y, si tienes menos de 18 años, el consentimiento de tu madre, tu padre o quien tenga tu tutela legal. Los usamos para evaluar tu solicitud y ponernos en contacto. Bases legales: tu consentimiento (art. 7, I) y las gestiones previas a un contrato de representación que tú solicitas (art. 7, V).',
              ],
            },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Postularte no autoriza ningún uso comercial de tu imagen. Tus fotos y datos solo se usan comercialmente (en este sitio, en comp cards o ante clientes) si pasamos a representarte, en los términos del contrato de representación que firmes.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'No pedimos datos sensibles, como los de salud, religión u opiniones políticas. Te pedimos que no los incluyas en tus mensajes.',
          ],
        },
      ],
    },
    favorites: {
      title: 'Tus favoritos se quedan en tu navegador',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Los modelos que marcas con el corazón se guardan solo en tu navegador, en el almacenamiento local de tu dispositivo. No nos llegan y no podemos verlos, salvo que decidas enviarlos con una solicitud de presupuesto. Un enlace a tu selección que compartas contiene solo los números de los modelos.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Puedes quitarlos cuando quieras en ',
            { text: 'tu página de favoritos', page: 'favorites' },
            ' o borrando los datos de este sitio en tu navegador.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'En el mismo lugar, y por el mismo motivo, tu navegador guarda los últimos diez perfiles de modelos que abriste, para que tu página de favoritos pueda mostrarlos de nuevo. Tampoco nos llegan; puedes quitarlos allí uno a uno o todos a la vez.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Si nos envías tu selección por WhatsApp, el mensaje (los nombres de los modelos y el enlace a tu selección) pasa por WhatsApp, y se le aplica la política de privacidad de WhatsApp.',
          ],
        },
      ],
    },
    technical: {
      title: 'Datos técnicos, cookies y terceros',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Como cualquier sitio web, nuestro servidor registra algunos datos técnicos en cada visita: tu dirección IP, la fecha y la hora, la página solicitada y la identificación de tu navegador. Los usamos para mantener el sitio seguro, detectar abusos y corregir errores. Bases legales: nuestro interés legítimo en un servicio seguro (art. 7, IX) y la obligación de conservar los registros de acceso que impone el Marco Civil de Internet de Brasil (Ley 12.965/2014, art. 15).',
            ],
            [
              'Para proteger los formularios de abusos, el número de envíos desde cada dirección IP se cuenta en la memoria del servidor durante unos minutos y después se descarta.',
            ],
            [
              'Si la agencia te envía una selección de modelos (un paquete), su enlace cuenta cuántas veces se abrió, cuándo por primera y por última vez, y qué books de modelos se abrieron en él. No se registra nada más de quien lo abre: ni dirección IP, ni navegador, ni cookie. Tu respuesta (tu nombre, tus elecciones y comentarios) llega a la agencia como una solicitud de presupuesto y se conserva el mismo tiempo.',
            ],
            [
              'No usamos cookies publicitarias ni de analítica, ni píxeles de seguimiento. El sitio guarda solo lo que necesita para funcionar: tus favoritos y los perfiles que viste por última vez, en tu navegador, y, si eliges unidades distintas de centímetros y tallas de calzado europeas, una cookie llamada units que las recuerda durante un año.',
            ],
            [
              'Las fuentes, los scripts y las imágenes se sirven desde nuestro propio servidor, así que visitar el sitio no envía ninguna solicitud a servicios de fuentes, analítica o publicidad. Los videos de los perfiles vienen de YouTube o de Vimeo y solo se cargan cuando decides reproducir uno; desde ese momento se aplica la política de privacidad de ese servicio.',
            ],
          ],
        },
      ],
    },
    retention: {
      title: 'Cuánto tiempo conservamos tus datos',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Mensajes de contacto, solicitudes de presupuesto y respuestas a paquetes',
              text: [`${messagesKept} desde nuestro último intercambio; después se eliminan.`],
            },
            {
              term: 'Solicitudes que no siguen adelante',
              text: [
                `Se eliminan en un plazo de ${applicationsKept} desde su envío, o antes si nos lo pides.`,
              ],
            },
            {
              term: 'Fotos y vídeos subidos para una solicitud que no se envió',
              text: [
                'Se guardan como máximo dos días a la espera de la solicitud y luego se eliminan.',
              ],
            },
            {
              term: 'Modelos que representamos',
              text: [
                'Mientras dure el contrato de representación y, cuando termine, durante los plazos que exige la ley (registros fiscales y laborales, por ejemplo) o que sean necesarios para defendernos en un proceso.',
              ],
            },
            {
              term: 'Registros del servidor',
              text: [
                'Seis meses, el plazo que exige el Marco Civil de Internet; después se eliminan.',
              ],
            },
            {
              term: 'Registros de consentimiento',
              text: [
                'Tanto tiempo como los datos a los que se refieren, para acreditar que se dio el consentimiento.',
              ],
            },
            {
              term: 'Copias de seguridad',
              text: [
                `Cada día se hace una copia de los datos del sitio y se conservan las últimas ${keptBackups}. Los datos eliminados permanecen en esas copias hasta que se sustituye la última que los contiene, ${keptBackups} días como máximo; si alguna vez se restaura una copia, lo que se eliminó después se vuelve a eliminar.`,
              ],
            },
          ],
        },
      ],
    },
    sharing: {
      title: 'Quién recibe tus datos',
      blocks: [
        {
          kind: 'paragraph',
          text: ['No vendemos datos personales. Solo acceden a ellos:'],
        },
        {
          kind: 'list',
          items: [
            ['el equipo de la agencia, que los necesita para responderte o evaluar tu solicitud;'],
            [
              'nuestros proveedores de alojamiento e infraestructura (servidores, almacenamiento, correo electrónico), que los tratan por cuenta nuestra, bajo contrato y solo según nuestras instrucciones;',
            ],
            [
              `el proveedor de nuestro software de booking (${agency.bookingCredit.name}), donde se gestionan los perfiles de los modelos que representamos;`,
            ],
            [
              'clientes, solo en el caso de modelos que representamos y con su acuerdo, por ejemplo el book y la comp card enviados para un casting;',
            ],
            ['las autoridades públicas, cuando lo exija la ley o una orden judicial.'],
          ],
        },
      ],
    },
    transfers: {
      title: 'Transferencias internacionales',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Algunos de nuestros proveedores, por ejemplo de correo electrónico o de almacenamiento en la nube, pueden guardar datos en servidores fuera de Brasil. Solo elegimos proveedores que ofrecen las garantías que la LGPD exige para esas transferencias (art. 33), como las cláusulas contractuales tipo.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Cuando una persona a la que representamos trabaja en el extranjero, compartimos los datos necesarios para ese trabajo con nuestra agencia asociada en ese país, con su acuerdo y para cumplir su contrato.',
          ],
        },
      ],
    },
    rights: {
      title: 'Tus derechos',
      blocks: [
        {
          kind: 'paragraph',
          text: ['Según el artículo 18 de la LGPD, puedes pedirnos en cualquier momento:'],
        },
        {
          kind: 'list',
          items: [
            ['la confirmación de que tratamos tus datos;'],
            ['el acceso a tus datos;'],
            ['la corrección de datos incompletos, inexactos o desactualizados;'],
            [
              'la anonimización, el bloqueo o la eliminación de datos innecesarios, excesivos o tratados sin cumplir la ley;',
            ],
            ['la portabilidad de tus datos a otro proveedor;'],
            ['la eliminación de los datos tratados con tu consentimiento;'],
            [
              'información sobre las entidades públicas y privadas con las que compartimos tus datos;',
            ],
            ['información sobre la posibilidad de no dar tu consentimiento y sus consecuencias;'],
            ['la revocación de tu consentimiento;'],
            ['la oposición a un tratamiento basado en otra base legal, si no cumple la ley;'],
            [
              'la revisión de decisiones tomadas únicamente mediante tratamiento automatizado. No tomamos decisiones así: una persona lee cada mensaje y cada solicitud.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Para ejercer cualquiera de ellos, escribe a ',
            email,
            ' con «Privacidad» en el asunto. Podemos pedirte que confirmes tu identidad, y respondemos en un plazo de 15 días. Revocar el consentimiento no afecta a lo que se hizo antes; si revocas el consentimiento de una solicitud, la eliminamos.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Si nuestra respuesta no te satisface, puedes presentar una reclamación ante la Autoridad Nacional de Protección de Datos de Brasil, la ',
            { text: 'ANPD', href: 'https://www.gov.br/anpd' },
            '.',
          ],
        },
      ],
    },
    security: {
      title: 'Cómo protegemos tus datos',
      blocks: [
        {
          kind: 'list',
          items: [
            ['conexiones cifradas (HTTPS) en todo el sitio;'],
            ['formularios protegidos contra abusos y envíos automatizados;'],
            [
              'fotos y videos con el tipo de archivo verificado, guardados con nombres aleatorios fuera de la parte pública del sitio y nunca accesibles públicamente;',
            ],
            ['acceso a las solicitudes y los mensajes limitado al equipo que los necesita;'],
            [
              'las claves y contraseñas de nuestros sistemas guardadas solo en nuestros servidores.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Ningún sistema es completamente seguro. Si un incidente pudiera suponerte un riesgo o daño relevante, te lo comunicaremos a ti y a la ANPD, como exige la ley (art. 48).',
          ],
        },
      ],
    },
    minors: {
      title: 'Niñas, niños y adolescentes',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Las personas menores de 18 años solo pueden postularse con el consentimiento específico de su madre, su padre o quien tenga su tutela legal, dado en el propio formulario (LGPD, art. 14). Usamos esos datos solo para evaluar la solicitud y hablar con la familia, y hablamos con la madre, el padre o quien tenga la tutela antes de cualquier paso siguiente. Solo representamos a menores de 18 años con un contrato firmado por su madre, su padre o quien tenga su tutela legal.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Si sabemos que hemos recibido datos de una persona menor de 18 años sin ese consentimiento, los eliminamos.',
          ],
        },
      ],
    },
    changes: {
      title: 'Cambios en esta política',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `Actualizamos esta política cuando cambian nuestras prácticas o la ley. Cada versión tiene un número y la fecha en que entró en vigor, que se indican al principio de esta página; esta es la versión ${privacyPolicy.version}.`,
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Cuando te postulas como modelo, registramos la versión que aceptaste. Si un cambio afecta al uso de datos que nos diste con tu consentimiento, te pediremos de nuevo tu consentimiento.',
          ],
        },
      ],
    },
  },
}
