import { agency } from '~/config/agency'
import { privacyPolicy } from '~/config/privacy-policy'
import { keptBackups } from '../../../contracts/backup-settings'
import { retentionMonths } from '../../../contracts/retention'
import { formatRetentionPeriod } from '~/lib/retention-period'
import type { PrivacyPage } from '../blocks'
import { postalAddress } from '../facts'

const email = { text: agency.email, href: `mailto:${agency.email}` }

// The periods the panel deletes by, as the English text explains.
const messagesKept = formatRetentionPeriod(retentionMonths.messages, 'pt')
const applicationsKept = formatRetentionPeriod(retentionMonths.scouting, 'pt')

export const privacy: PrivacyPage = {
  description: `Como a ${agency.legalName} coleta, usa, guarda e protege dados pessoais de acordo com a LGPD, e como exercer os seus direitos.`,
  intro: [
    {
      kind: 'paragraph',
      text: [
        `Esta política explica quais dados pessoais a ${agency.name} coleta por este site, para quê, por quanto tempo, com quem os compartilha e como você pode exercer os seus direitos previstos na Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, a “LGPD”).`,
      ],
    },
    {
      kind: 'paragraph',
      text: [
        'Em resumo: coletamos apenas o que você nos envia pelos formulários e usamos esses dados para responder a você e, se você se inscrever, para avaliar o seu perfil. Não há cookies de publicidade nem rastreadores, e você pode pedir a qualquer momento para ver, corrigir ou excluir os seus dados.',
      ],
    },
  ],
  sections: {
    controller: {
      title: 'Quem é responsável pelos seus dados',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'A controladora dos seus dados pessoais é a ',
            { strong: agency.legalName },
            ` (“${agency.name}”), ${postalAddress()}.`,
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Para falar com a pessoa encarregada pelo tratamento de dados pessoais (o encarregado ou DPO previsto na LGPD), escreva para ',
            email,
            '. Escreva “Privacidade” no assunto para que a sua mensagem chegue diretamente a essa pessoa.',
          ],
        },
      ],
    },
    collection: {
      title: 'O que coletamos e por quê',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Coletamos apenas os dados que você informa nos nossos formulários, e só o que cada um deles precisa:',
          ],
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Formulário de contato',
              text: [
                'Nome, e-mail, telefone e mensagem, para que possamos responder. Base legal: o nosso legítimo interesse em responder a quem nos escreve (LGPD, art. 7º, IX) e, quando a mensagem trata de um trabalho, os procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).',
              ],
            },
            {
              term: 'Pedido de orçamento',
              text: [
                'Nome, e-mail, telefone, mensagem e os modelos que você escolheu nos favoritos, para prepararmos e enviarmos o orçamento. Base legal: os procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).',
              ],
            },
            {
              term: 'Inscrição em Seja Modelo',
              text: [
                'Nome, e-mail, telefone ou WhatsApp, perfil no Instagram, gênero, data de nascimento, nacionalidade, país e cidade, medidas (altura, busto, cintura, quadril), habilidades, as fotos que você enviar e, se quiser, um vídeo; o registro do seu consentimento, com a data e a versão desta política que você aceitou; e, para menores de 18 anos, o consentimento de mãe, pai ou responsável legal. Usamos esses dados para avaliar a inscrição e entrar em contato. Bases legais: o seu consentimento (art. 7º, I) e os procedimentos preliminares a um contrato de agenciamento, a seu pedido (art. 7º, V).',
              ],
            },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'A inscrição não autoriza nenhum uso comercial da sua imagem. Suas fotos e dados só são usados comercialmente (neste site, em comp cards ou junto a clientes) se passarmos a agenciar você, nos termos do contrato de agenciamento que você assinar.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Não pedimos dados sensíveis, como dados de saúde, religião ou opinião política. Por favor, não os inclua nas suas mensagens.',
          ],
        },
      ],
    },
    favorites: {
      title: 'Seus favoritos ficam no seu navegador',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Os modelos que você marca com o coração ficam guardados apenas no seu navegador, no armazenamento local do seu dispositivo. Eles não são enviados para nós e não temos como vê-los, a não ser que você decida enviá-los num pedido de orçamento. Um link da sua seleção que você compartilhe contém apenas os números dos modelos.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Você pode removê-los a qualquer momento na ',
            { text: 'página de favoritos', page: 'favorites' },
            ' ou apagando os dados deste site no seu navegador.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'No mesmo lugar, e pelo mesmo motivo, o seu navegador guarda os últimos dez perfis de modelos que você abriu, para que a página de favoritos possa mostrá-los de novo. Eles também não são enviados para nós; você pode removê-los ali um a um ou todos de uma vez.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Se você nos enviar a sua seleção pelo WhatsApp, a mensagem (os nomes dos modelos e o link da sua seleção) passa pelo WhatsApp, e a política de privacidade do próprio WhatsApp se aplica a ela.',
          ],
        },
      ],
    },
    technical: {
      title: 'Dados técnicos, cookies e terceiros',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Como qualquer site, o nosso servidor registra alguns dados técnicos a cada acesso: endereço IP, data e hora, a página pedida e a identificação do navegador. Usamos esses registros para manter o site seguro, detectar abusos e corrigir erros. Bases legais: o nosso legítimo interesse num serviço seguro (art. 7º, IX) e o dever de guardar registros de acesso previsto no Marco Civil da Internet (Lei nº 12.965/2014, art. 15).',
            ],
            [
              'Para proteger os formulários contra abusos, o número de envios de cada endereço IP é contado na memória do servidor por alguns minutos e depois descartado.',
            ],
            [
              'Se a agência lhe enviar uma seleção de modelos (um pacote), o link conta quantas vezes foi aberto, quando pela primeira e pela última vez, e quais books de modelos foram abertos nele. Nada mais sobre quem o abre é registrado: nem endereço IP, nem navegador, nem cookie. A sua resposta (o seu nome, as suas escolhas e comentários) chega à agência como um pedido de orçamento e é guardada pelo mesmo tempo.',
            ],
            [
              'Não usamos cookies de publicidade nem de análise, nem pixels de rastreamento. O site guarda apenas o que precisa para funcionar: os seus favoritos e os perfis que você viu por último, no seu navegador, e, se você escolher unidades diferentes de centímetros e numeração europeia de calçados, um cookie chamado units que as lembra por um ano.',
            ],
            [
              'Fontes, scripts e imagens são servidos pelo nosso próprio servidor, então visitar o site não gera nenhuma requisição a serviços de fontes, análise ou publicidade. Os vídeos nos perfis vêm do YouTube ou do Vimeo e só carregam quando você decide assistir; a partir daí vale a política de privacidade desse serviço.',
            ],
          ],
        },
      ],
    },
    retention: {
      title: 'Por quanto tempo guardamos os dados',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Mensagens de contato, pedidos de orçamento e respostas a pacotes',
              text: [`${messagesKept} após o nosso último contato; depois, são excluídos.`],
            },
            {
              term: 'Inscrições que não seguem adiante',
              text: [`Excluídas em até ${applicationsKept} após o envio, ou antes, se você pedir.`],
            },
            {
              term: 'Fotos e vídeos enviados para uma inscrição que não foi enviada',
              text: ['Guardados por no máximo dois dias à espera da inscrição e depois excluídos.'],
            },
            {
              term: 'Modelos que agenciamos',
              text: [
                'Enquanto durar o contrato de agenciamento e, depois do seu fim, pelos prazos que a lei exige (registros fiscais e trabalhistas, por exemplo) ou que sejam necessários para a defesa em processos.',
              ],
            },
            {
              term: 'Registros do servidor',
              text: [
                'Seis meses, o prazo exigido pelo Marco Civil da Internet; depois, são excluídos.',
              ],
            },
            {
              term: 'Registros de consentimento',
              text: [
                'Pelo mesmo tempo que os dados a que se referem, para comprovar que o consentimento foi dado.',
              ],
            },
            {
              term: 'Cópias de segurança',
              text: [
                `Todos os dias é feita uma cópia dos dados do site, e as últimas ${keptBackups} são mantidas. Os dados excluídos permanecem nessas cópias até que a última que os contém seja substituída, no máximo ${keptBackups} dias; se uma cópia for restaurada, o que foi excluído depois dela é excluído novamente.`,
              ],
            },
          ],
        },
      ],
    },
    sharing: {
      title: 'Quem recebe os seus dados',
      blocks: [
        {
          kind: 'paragraph',
          text: ['Não vendemos dados pessoais. Eles são vistos apenas por:'],
        },
        {
          kind: 'list',
          items: [
            [
              'a equipe da própria agência, que precisa deles para responder ou avaliar a inscrição;',
            ],
            [
              'os nossos provedores de hospedagem e infraestrutura (servidores, armazenamento, e-mail), que tratam os dados em nosso nome, por contrato e somente conforme as nossas instruções;',
            ],
            [
              `o fornecedor do nosso software de booking (${agency.bookingCredit.name}), onde são mantidos os perfis dos modelos que agenciamos;`,
            ],
            [
              'clientes, apenas no caso de modelos que agenciamos e com a concordância de cada modelo, por exemplo o book e o comp card enviados para um casting;',
            ],
            ['autoridades públicas, quando a lei ou uma ordem judicial exigir.'],
          ],
        },
      ],
    },
    transfers: {
      title: 'Transferências internacionais',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Alguns dos nossos fornecedores, por exemplo de e-mail ou de armazenamento em nuvem, podem manter dados em servidores fora do Brasil. Escolhemos apenas fornecedores que oferecem as garantias que a LGPD exige para essas transferências (art. 33), como cláusulas contratuais padrão.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Quando uma pessoa agenciada por nós trabalha no exterior, compartilhamos os dados necessários para esse trabalho com a agência parceira naquele país, com a concordância dela e para cumprir o contrato.',
          ],
        },
      ],
    },
    rights: {
      title: 'Seus direitos',
      blocks: [
        {
          kind: 'paragraph',
          text: ['Pelo artigo 18 da LGPD, você pode nos pedir a qualquer momento:'],
        },
        {
          kind: 'list',
          items: [
            ['a confirmação de que tratamos os seus dados;'],
            ['o acesso aos seus dados;'],
            ['a correção de dados incompletos, inexatos ou desatualizados;'],
            [
              'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
            ],
            ['a portabilidade dos seus dados a outro fornecedor;'],
            ['a eliminação dos dados tratados com o seu consentimento;'],
            [
              'informações sobre as entidades públicas e privadas com as quais compartilhamos os seus dados;',
            ],
            [
              'informações sobre a possibilidade de não dar consentimento e as consequências disso;',
            ],
            ['a revogação do seu consentimento;'],
            [
              'a oposição a um tratamento feito com base em outra hipótese legal, se ele não cumprir a lei;',
            ],
            [
              'a revisão de decisões tomadas unicamente com base em tratamento automatizado. Não tomamos decisões assim: uma pessoa lê cada mensagem e cada inscrição.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Para exercer qualquer um deles, escreva para ',
            email,
            ' com “Privacidade” no assunto. Podemos pedir que você confirme a sua identidade, e respondemos em até 15 dias. A revogação do consentimento não afeta o que foi feito antes dela; se você revogar o consentimento dado numa inscrição, nós a excluímos.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Se a nossa resposta não for satisfatória, você pode apresentar uma reclamação à Autoridade Nacional de Proteção de Dados, a ',
            { text: 'ANPD', href: 'https://www.gov.br/anpd' },
            '.',
          ],
        },
      ],
    },
    security: {
      title: 'Como protegemos os seus dados',
      blocks: [
        {
          kind: 'list',
          items: [
            ['conexões criptografadas (HTTPS) em todo o site;'],
            ['formulários protegidos contra abusos e envios automatizados;'],
            [
              'fotos e vídeos com o tipo de arquivo verificado, guardados com nomes aleatórios fora da parte pública do site e nunca acessíveis publicamente;',
            ],
            ['acesso às inscrições e mensagens restrito à equipe que precisa delas;'],
            ['as chaves e senhas dos nossos sistemas guardadas apenas nos nossos servidores.'],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Nenhum sistema é totalmente seguro. Se um incidente puder trazer risco ou dano relevante a você, vamos comunicar a você e à ANPD, como a lei exige (art. 48).',
          ],
        },
      ],
    },
    minors: {
      title: 'Crianças e adolescentes',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Menores de 18 anos só podem se inscrever com o consentimento específico de mãe, pai ou responsável legal, dado no próprio formulário (LGPD, art. 14). Usamos esses dados apenas para avaliar a inscrição e falar com a família, e conversamos com a mãe, o pai ou responsável antes de qualquer passo seguinte. O agenciamento de menores de 18 anos só acontece com contrato assinado por mãe, pai ou responsável legal.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Se soubermos que recebemos dados de menores de 18 anos sem esse consentimento, nós os excluímos.',
          ],
        },
      ],
    },
    changes: {
      title: 'Alterações desta política',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `Atualizamos esta política quando as nossas práticas ou a lei mudam. Cada versão tem um número e a data em que entrou em vigor, indicados no topo desta página; esta é a versão ${privacyPolicy.version}.`,
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Quando você se inscreve como modelo, registramos a versão que você aceitou. Se uma alteração mudar o uso de dados fornecidos com o seu consentimento, pediremos o seu consentimento de novo.',
          ],
        },
      ],
    },
  },
}
