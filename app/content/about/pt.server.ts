import { agency } from '~/config/agency'
import type { AboutPage } from '../blocks'

export const about: AboutPage = {
  description: `A ${agency.name} é uma agência de modelos e talentos em Brasília: nossas divisões, o que fazemos por clientes e modelos e como trabalhar com a gente.`,
  intro: [
    {
      kind: 'paragraph',
      text: [
        `A ${agency.name} é uma agência de gestão de modelos e talentos em Brasília. Representamos modelos do Brasil e de outros países e cuidamos de cada carreira, do primeiro teste fotográfico às campanhas, aos desfiles e às temporadas no exterior.`,
      ],
    },
  ],
  sections: {
    agency: {
      title: 'Quem somos',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Somos uma equipe pequena no Lago Sul com uma ambição simples: dar à capital uma agência que trabalhe no padrão dos grandes mercados da moda, sem perder a proximidade que nos permite conhecer cada modelo pelo nome.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Fazemos gestão no sentido pleno da palavra: planejamos carreiras, negociamos condições justas, organizamos castings e viagens e acompanhamos cada modelo dentro e fora do set, em moda, publicidade, editoriais e eventos, no Brasil e no exterior.',
          ],
        },
      ],
    },
    boards: {
      title: 'Nossas divisões',
      blocks: [
        {
          kind: 'paragraph',
          text: ['Como é costume no mercado, o nosso casting se organiza em quatro divisões:'],
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Image',
              text: [
                'Rostos para publicidade e trabalhos comerciais: campanhas, catálogos, e-commerce, televisão e conteúdo de marca.',
              ],
            },
            {
              term: 'Mainboard',
              text: [
                'Modelos com carreira consolidada na moda: desfiles, editoriais, lookbooks e campanhas internacionais.',
              ],
            },
            {
              term: 'Development',
              text: [
                'New faces em início de carreira, que preparamos, testamos e apresentamos ao mercado passo a passo. ',
                { text: 'Conheça os novos rostos', page: 'futureFace' },
                '.',
              ],
            },
            {
              term: 'Direct',
              text: [
                'Modelos e talentos contratados diretamente pela agência para trabalhos específicos, inclusive modelos que vivem fora de Brasília e modelos internacionais durante suas temporadas no Brasil.',
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
              'Contratações para campanhas, catálogos, e-commerce, desfiles, eventos e editoriais, com condições claras de uso de imagem, cachês e horários.',
            ],
            ['Castings e seleções sob medida para o seu briefing, na agência ou no seu local.'],
            [
              'Orçamentos sem complicação: marque com o coração os modelos de que gostar, abra ',
              { text: 'seus favoritos', page: 'favorites' },
              ' e envie a seleção com algumas palavras sobre o trabalho. Respondemos com disponibilidade e orçamento, em geral em até um dia útil.',
            ],
            [
              'Comp cards com as medidas de cada modelo, prontos para imprimir ou baixar em PDF a partir do perfil.',
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
              { strong: 'Seleção.' },
              ' Procuramos novos rostos em Brasília e em todo o Brasil, e uma pessoa da nossa equipe lê cada inscrição enviada pela página Seja Modelo.',
            ],
            [
              { strong: 'Desenvolvimento.' },
              ' Testes fotográficos, um primeiro portfólio e orientação sobre pose, passarela e o dia a dia da profissão, num ritmo que respeita a escola ou a faculdade.',
            ],
            [
              { strong: 'Agenciamento.' },
              ' Negociamos cada trabalho, conferimos contratos e uso de imagem e garantimos que os cachês sejam pagos como combinado.',
            ],
            [
              { strong: 'Carreira internacional.' },
              ' Como agência-mãe, apresentamos modelos a agências parceiras em outros mercados quando chega a hora, e seguimos em contato durante toda a temporada fora.',
            ],
          ],
        },
      ],
    },
    'work-with-us': {
      title: 'Trabalhe com a gente',
      blocks: [
        {
          kind: 'actions',
          items: [
            {
              page: 'roster',
              label: 'Nossos modelos',
              text: 'Veja as divisões, guarde seus favoritos e peça um orçamento.',
            },
            {
              page: 'beAModel',
              label: 'Seja modelo',
              text: 'Conte um pouco sobre você e envie algumas fotos. A inscrição é gratuita.',
            },
            {
              page: 'contact',
              label: 'Contato',
              text: 'Endereço, telefone, WhatsApp e e-mail, e um formulário para nos escrever.',
            },
          ],
        },
      ],
    },
    commitment: {
      title: 'Com segurança e respeito',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Uma carreira de modelo deve começar com segurança. Estas são as regras que seguimos:',
          ],
        },
        {
          kind: 'list',
          items: [
            [
              'Não cobramos nada pela inscrição, pela participação em seleções nem pelo agenciamento. A agência recebe uma comissão sobre os trabalhos que fecha, conforme previsto em cada contrato.',
            ],
            [
              'Só agenciamos menores de 18 anos com o consentimento por escrito de mãe, pai ou responsável legal, que aprova cada trabalho e pode acompanhar castings e sets.',
            ],
            [
              'Trabalhamos com clientes que respeitam horários razoáveis, condições de trabalho seguras e os direitos de imagem de cada modelo. Todo uso de imagem é combinado com antecedência.',
            ],
            [
              'Quem se sentir desconfortável num trabalho pode nos ligar a qualquer hora, e nós vamos agir.',
            ],
            [
              'Cuidamos dos dados pessoais que recebemos. Nossa ',
              { text: 'política de privacidade', page: 'privacy' },
              ' explica como.',
            ],
          ],
        },
      ],
    },
  },
}
