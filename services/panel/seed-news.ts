import type { Language as Locale } from '../../contracts/languages'

/**
 * The demo agency's news, in the three languages of the site. Each story is told in every
 * language; the body is built from these pieces by the seed as simple HTML.
 */

type NewsText = {
  title: string
  excerpt: string
  /** The story's main paragraph, below a heading. */
  paragraph: string
}

type NewsStory = Record<Locale, NewsText>

/** Newest first: the first story is the latest one. */
export const newsStories: NewsStory[] = [
  {
    en: {
      title: 'Open casting in Brasília this Saturday',
      excerpt:
        'Our scouts will meet new faces at the agency from 10 am to 4 pm. No experience needed.',
      paragraph:
        'Bring two recent photos without make-up, wear fitted clothes and come with a parent or guardian if you are under 18. Our team will take polaroids and measurements and talk you through how the agency works.',
    },
    es: {
      title: 'Casting abierto en Brasilia este sábado',
      excerpt:
        'Nuestros scouts recibirán caras nuevas en la agencia de 10 a 16 h. No hace falta experiencia.',
      paragraph:
        'Trae dos fotos recientes sin maquillaje, usa ropa ajustada y ven con tu madre, padre o tutor si eres menor de 18 años. Nuestro equipo tomará polaroids y medidas y te explicará cómo trabaja la agencia.',
    },
    pt: {
      title: 'Seletiva aberta em Brasília neste sábado',
      excerpt:
        'Nossos scouts recebem novos rostos na agência das 10h às 16h. Não é preciso experiência.',
      paragraph:
        'Traga duas fotos recentes sem maquiagem, venha com roupas justas e acompanhado de um responsável se tiver menos de 18 anos. Nossa equipe vai fazer polaroids e medidas e explicar como a agência trabalha.',
    },
  },
  {
    en: {
      title: 'Six of our models walk São Paulo Fashion Week',
      excerpt:
        'From opening looks to closing bows, the Passarela board had a busy week in São Paulo.',
      paragraph:
        'Our models walked for eleven houses across five days, including two debut shows. Backstage, the casting directors told us the new faces of our development board were among the most requested of the season.',
    },
    es: {
      title: 'Seis de nuestros modelos desfilan en la São Paulo Fashion Week',
      excerpt:
        'Desde las aperturas hasta los cierres, el equipo de Passarela vivió una semana intensa en São Paulo.',
      paragraph:
        'Nuestros modelos desfilaron para once marcas en cinco días, incluidos dos debuts. Entre bastidores, los directores de casting nos contaron que las caras nuevas de nuestro development fueron de las más pedidas de la temporada.',
    },
    pt: {
      title: 'Seis modelos da agência desfilam na São Paulo Fashion Week',
      excerpt:
        'Da abertura ao encerramento, o casting da Passarela teve uma semana intensa em São Paulo.',
      paragraph:
        'Nossos modelos desfilaram para onze marcas em cinco dias, incluindo duas estreias. Nos bastidores, os diretores de casting contaram que os novos rostos do nosso development estiveram entre os mais pedidos da temporada.',
    },
  },
  {
    en: {
      title: 'New faces: meet the autumn development board',
      excerpt: 'Five newcomers from the Federal District and Goiás join our development division.',
      paragraph:
        'They were scouted at open castings, at school and through the Be a Model form on this site. Over the coming months they will shoot their first tests, build their books and meet clients in São Paulo.',
    },
    es: {
      title: 'Caras nuevas: conoce el development de otoño',
      excerpt:
        'Cinco recién llegados del Distrito Federal y de Goiás se unen a nuestro development.',
      paragraph:
        'Los descubrimos en castings abiertos, en la escuela y a través del formulario Hazte modelo de esta web. En los próximos meses harán sus primeras pruebas, armarán su book y conocerán a clientes en São Paulo.',
    },
    pt: {
      title: 'Novos rostos: conheça o development de outono',
      excerpt: 'Cinco novatos do Distrito Federal e de Goiás chegam ao nosso development.',
      paragraph:
        'Eles foram descobertos em seletivas abertas, na escola e pelo formulário Seja modelo deste site. Nos próximos meses vão fazer os primeiros testes, montar o book e conhecer clientes em São Paulo.',
    },
  },
  {
    en: {
      title: 'Mainboard model fronts a national swimwear campaign',
      excerpt: 'Shot on the coast of Bahia, the campaign reaches billboards and stores this month.',
      paragraph:
        'The brand chose our model after a single casting in São Paulo. The shoot took three days between Trancoso and Caraíva, with a small crew and natural light from sunrise to sunset.',
    },
    es: {
      title: 'Una modelo del mainboard protagoniza una campaña nacional de baño',
      excerpt: 'Fotografiada en la costa de Bahía, la campaña llega este mes a vallas y tiendas.',
      paragraph:
        'La marca eligió a nuestra modelo tras un único casting en São Paulo. La sesión duró tres días entre Trancoso y Caraíva, con un equipo pequeño y luz natural del amanecer al atardecer.',
    },
    pt: {
      title: 'Modelo do mainboard estrela campanha nacional de moda praia',
      excerpt: 'Fotografada no litoral da Bahia, a campanha chega a outdoors e lojas neste mês.',
      paragraph:
        'A marca escolheu nossa modelo depois de um único casting em São Paulo. As fotos levaram três dias entre Trancoso e Caraíva, com equipe pequena e luz natural do nascer ao pôr do sol.',
    },
  },
  {
    en: {
      title: 'What to expect at your first go-see',
      excerpt: 'A short guide for new models: what to bring, what to wear and how to follow up.',
      paragraph:
        'Arrive on time with your book and comp card, keep your hair and make-up simple and let the client see who you are. Afterwards, tell your booker how it went: feedback helps us find the right jobs for you.',
    },
    es: {
      title: 'Qué esperar de tu primer go-see',
      excerpt: 'Una guía breve para modelos nuevos: qué llevar, qué ponerte y cómo seguir después.',
      paragraph:
        'Llega a la hora con tu book y tu composite, lleva el pelo y el maquillaje sencillos y deja que el cliente vea quién eres. Después, cuéntale a tu booker cómo fue: tus impresiones nos ayudan a encontrar los trabajos adecuados.',
    },
    pt: {
      title: 'O que esperar do seu primeiro go-see',
      excerpt: 'Um guia rápido para novos modelos: o que levar, o que vestir e como dar retorno.',
      paragraph:
        'Chegue no horário com seu book e seu composite, mantenha cabelo e maquiagem simples e deixe o cliente ver quem você é. Depois, conte ao seu booker como foi: o retorno nos ajuda a encontrar os trabalhos certos.',
    },
  },
  {
    en: {
      title: 'Passarela models in Milan for Women’s Fashion Week',
      excerpt: 'Three of our models spent the season in Milan with our partner agency.',
      paragraph:
        'Between castings, fittings and shows, they booked work for two established houses and an editorial for an Italian magazine. Our team followed every step from Brasília with their mother agency partners.',
    },
    es: {
      title: 'Modelos de Passarela en Milán para la semana de la moda femenina',
      excerpt:
        'Tres de nuestras modelos pasaron la temporada en Milán con nuestra agencia asociada.',
      paragraph:
        'Entre castings, pruebas y desfiles, consiguieron trabajos con dos casas consolidadas y un editorial para una revista italiana. Nuestro equipo siguió cada paso desde Brasilia junto a la agencia asociada.',
    },
    pt: {
      title: 'Modelos da Passarela em Milão para a semana de moda feminina',
      excerpt: 'Três de nossas modelos passaram a temporada em Milão com nossa agência parceira.',
      paragraph:
        'Entre castings, provas e desfiles, elas fecharam trabalhos com duas grifes consagradas e um editorial para uma revista italiana. Nossa equipe acompanhou cada passo de Brasília com a agência parceira.',
    },
  },
  {
    en: {
      title: 'Behind the scenes of our new polaroids',
      excerpt: 'Every season we update the polaroids of the whole board. Here is why they matter.',
      paragraph:
        'Clients want to see a model as they are today: natural light, no make-up, simple clothes. Fresh polaroids every season keep our board honest and help clients book with confidence.',
    },
    es: {
      title: 'Detrás de cámaras de nuestras nuevas polaroids',
      excerpt:
        'Cada temporada actualizamos las polaroids de todo el equipo. Te contamos por qué importan.',
      paragraph:
        'Los clientes quieren ver a un modelo tal como es hoy: luz natural, sin maquillaje, ropa sencilla. Polaroids nuevas en cada temporada mantienen nuestro equipo al día y ayudan a los clientes a reservar con confianza.',
    },
    pt: {
      title: 'Bastidores das nossas novas polaroids',
      excerpt:
        'A cada temporada atualizamos as polaroids de todo o casting. Veja por que elas importam.',
      paragraph:
        'Os clientes querem ver o modelo como ele é hoje: luz natural, sem maquiagem, roupas simples. Polaroids novas a cada temporada mantêm nosso casting atualizado e ajudam os clientes a contratar com segurança.',
    },
  },
  {
    en: {
      title: 'Casting call for a beauty campaign in Brasília',
      excerpt: 'A cosmetics brand is looking for women and men aged 20 to 35 with natural skin.',
      paragraph:
        'The shoot takes place in Brasília over two days next month. Models on our board have already been put forward; new applicants can send their photos through the Be a Model form.',
    },
    es: {
      title: 'Convocatoria para una campaña de belleza en Brasilia',
      excerpt: 'Una marca de cosmética busca mujeres y hombres de 20 a 35 años con piel natural.',
      paragraph:
        'La sesión será en Brasilia durante dos días el mes que viene. Ya hemos presentado a modelos de nuestro equipo; los nuevos candidatos pueden enviar sus fotos por el formulario Hazte modelo.',
    },
    pt: {
      title: 'Casting para campanha de beleza em Brasília',
      excerpt:
        'Uma marca de cosméticos procura mulheres e homens de 20 a 35 anos com pele natural.',
      paragraph:
        'As fotos serão em Brasília, em dois dias no mês que vem. Modelos do nosso casting já foram indicados; novos candidatos podem enviar fotos pelo formulário Seja modelo.',
    },
  },
  {
    en: {
      title: 'Our men’s board opens a new season in Paris',
      excerpt: 'Four of our men travelled to Paris for the menswear shows and a week of castings.',
      paragraph:
        'Two of them walked their first international show, and one was confirmed for a campaign to be shot in the spring. We are proud of how they handled a demanding schedule far from home.',
    },
    es: {
      title: 'Nuestro equipo masculino abre nueva temporada en París',
      excerpt:
        'Cuatro de nuestros modelos viajaron a París para los desfiles masculinos y una semana de castings.',
      paragraph:
        'Dos de ellos hicieron su primer desfile internacional y uno fue confirmado para una campaña que se fotografiará en primavera. Estamos orgullosos de cómo llevaron una agenda exigente lejos de casa.',
    },
    pt: {
      title: 'Nosso casting masculino abre nova temporada em Paris',
      excerpt:
        'Quatro dos nossos modelos viajaram a Paris para os desfiles masculinos e uma semana de castings.',
      paragraph:
        'Dois deles fizeram o primeiro desfile internacional e um foi confirmado para uma campanha que será fotografada na primavera. Temos orgulho de como encararam uma agenda puxada longe de casa.',
    },
  },
  {
    en: {
      title: 'Scouting tour: Goiânia, Cuiabá and Campo Grande',
      excerpt: 'Our scouts are on the road this month to meet talent across the Centre-West.',
      paragraph:
        'Each stop includes an open casting at a partner school and a talk for parents about how the profession works, contracts and safety. Dates and addresses are on our social media.',
    },
    es: {
      title: 'Gira de scouting: Goiânia, Cuiabá y Campo Grande',
      excerpt: 'Nuestros scouts recorren este mes el Centro-Oeste en busca de talento.',
      paragraph:
        'Cada parada incluye un casting abierto en una escuela asociada y una charla para padres sobre cómo funciona la profesión, los contratos y la seguridad. Fechas y direcciones en nuestras redes sociales.',
    },
    pt: {
      title: 'Scouting pelo Centro-Oeste: Goiânia, Cuiabá e Campo Grande',
      excerpt: 'Nossos scouts estão na estrada neste mês para conhecer talentos do Centro-Oeste.',
      paragraph:
        'Cada parada tem uma seletiva aberta em uma escola parceira e uma conversa com os pais sobre como funciona a profissão, contratos e segurança. Datas e endereços estão nas nossas redes sociais.',
    },
  },
  {
    en: {
      title: 'Editorial: Cerrado light in a fashion story',
      excerpt: 'Two of our models shot a fashion story among the grasslands outside Brasília.',
      paragraph:
        'The photographer wanted the gold light of the dry season and the open horizon of the Cerrado. The story runs in a national fashion magazine this month, styled with pieces by designers from the region.',
    },
    es: {
      title: 'Editorial: la luz del Cerrado en una historia de moda',
      excerpt:
        'Dos de nuestros modelos fotografiaron una historia de moda en el campo cerca de Brasilia.',
      paragraph:
        'El fotógrafo buscaba la luz dorada de la estación seca y el horizonte abierto del Cerrado. El editorial se publica este mes en una revista nacional de moda, con piezas de diseñadores de la región.',
    },
    pt: {
      title: 'Editorial: a luz do Cerrado em uma história de moda',
      excerpt: 'Dois dos nossos modelos fotografaram um editorial no campo perto de Brasília.',
      paragraph:
        'O fotógrafo queria a luz dourada da seca e o horizonte aberto do Cerrado. O editorial sai neste mês em uma revista nacional de moda, com peças de estilistas da região.',
    },
  },
  {
    en: {
      title: 'Models and school: how we plan around exams',
      excerpt: 'Most of our development models are still at school. Their studies come first.',
      paragraph:
        'We book young models around the school calendar, always with a guardian’s consent, and keep travel to holidays. Parents can reach the booking team at any time to talk about schedules.',
    },
    es: {
      title: 'Modelos y escuela: cómo organizamos los exámenes',
      excerpt:
        'La mayoría de nuestros modelos en development aún estudia. Sus estudios van primero.',
      paragraph:
        'Reservamos a los modelos jóvenes según el calendario escolar, siempre con el consentimiento de un tutor, y dejamos los viajes para las vacaciones. Los padres pueden hablar con el equipo de booking cuando quieran.',
    },
    pt: {
      title: 'Modelos e escola: como planejamos a agenda das provas',
      excerpt: 'A maioria dos nossos modelos do development ainda estuda. Os estudos vêm primeiro.',
      paragraph:
        'Agendamos os modelos jovens de acordo com o calendário escolar, sempre com a autorização de um responsável, e deixamos as viagens para as férias. Os pais podem falar com a equipe de booking a qualquer momento.',
    },
  },
  {
    en: {
      title: 'Rio fashion week: our board on the runway',
      excerpt: 'Eight models from Passarela walked the shows of Rio’s fashion week.',
      paragraph:
        'The week mixed beachwear, tailoring and new designers from the North-East. Our models opened two shows and closed one, and several of them were booked for look books right after.',
    },
    es: {
      title: 'Semana de la moda de Río: nuestro equipo en la pasarela',
      excerpt: 'Ocho modelos de Passarela desfilaron en la semana de la moda de Río.',
      paragraph:
        'La semana combinó moda de baño, sastrería y nuevos diseñadores del Nordeste. Nuestros modelos abrieron dos desfiles y cerraron uno, y varios fueron reservados enseguida para lookbooks.',
    },
    pt: {
      title: 'Semana de moda do Rio: nosso casting na passarela',
      excerpt: 'Oito modelos da Passarela desfilaram na semana de moda do Rio.',
      paragraph:
        'A semana misturou moda praia, alfaiataria e novos estilistas do Nordeste. Nossos modelos abriram dois desfiles e fecharam um, e vários foram contratados logo em seguida para lookbooks.',
    },
  },
  {
    en: {
      title: 'A new home for the agency in Lago Sul',
      excerpt: 'We have moved to a bigger studio with room for castings, tests and fittings.',
      paragraph:
        'The new space has a daylight studio for polaroids and tests, a fitting room and a meeting room for families. Our address and phone numbers are on the contact page.',
    },
    es: {
      title: 'Nueva sede de la agencia en Lago Sul',
      excerpt:
        'Nos mudamos a un estudio más grande, con espacio para castings, pruebas y fittings.',
      paragraph:
        'El nuevo espacio tiene un estudio con luz natural para polaroids y pruebas, un probador y una sala de reuniones para las familias. Nuestra dirección y teléfonos están en la página de contacto.',
    },
    pt: {
      title: 'Nova casa da agência no Lago Sul',
      excerpt: 'Mudamos para um estúdio maior, com espaço para castings, testes e provas de roupa.',
      paragraph:
        'O novo espaço tem um estúdio com luz natural para polaroids e testes, um provador e uma sala de reunião para as famílias. Nosso endereço e telefones estão na página de contato.',
    },
  },
  {
    en: {
      title: 'Direct board: talent for brands and advertising',
      excerpt: 'Our direct division brings real people and athletes to campaigns and commercials.',
      paragraph:
        'Not every job needs a runway model. The direct board represents dancers, athletes and people with strong personal style for advertising, digital content and brand events across Brazil.',
    },
    es: {
      title: 'Direct: talento para marcas y publicidad',
      excerpt: 'Nuestra división direct lleva personas reales y deportistas a campañas y anuncios.',
      paragraph:
        'No todos los trabajos necesitan una modelo de pasarela. El direct representa a bailarines, deportistas y personas con estilo propio para publicidad, contenido digital y eventos de marca en todo Brasil.',
    },
    pt: {
      title: 'Direct: talentos para marcas e publicidade',
      excerpt: 'Nossa divisão direct leva pessoas reais e atletas para campanhas e comerciais.',
      paragraph:
        'Nem todo trabalho pede um modelo de passarela. O direct representa bailarinos, atletas e pessoas com estilo próprio para publicidade, conteúdo digital e eventos de marca em todo o Brasil.',
    },
  },
  {
    en: {
      title: 'Safety first: our code of conduct for shoots',
      excerpt: 'Every job we accept follows clear rules on hours, transport and who is on set.',
      paragraph:
        'Minors are always accompanied, fittings happen with the door open, and a booker is reachable throughout every job. Clients sign our code of conduct before the first booking.',
    },
    es: {
      title: 'La seguridad primero: nuestro código de conducta en las sesiones',
      excerpt:
        'Cada trabajo que aceptamos sigue reglas claras sobre horarios, transporte y quién está en el set.',
      paragraph:
        'Los menores siempre van acompañados, las pruebas se hacen con la puerta abierta y un booker está disponible durante todo el trabajo. Los clientes firman nuestro código antes de la primera reserva.',
    },
    pt: {
      title: 'Segurança em primeiro lugar: nosso código de conduta',
      excerpt:
        'Todo trabalho que aceitamos segue regras claras sobre horários, transporte e quem está no set.',
      paragraph:
        'Menores estão sempre acompanhados, as provas acontecem de porta aberta e um booker fica disponível durante todo o trabalho. Os clientes assinam nosso código antes da primeira contratação.',
    },
  },
  {
    en: {
      title: 'Image board: a season of catalogues and e-commerce',
      excerpt: 'Our image division closed the quarter with more than forty catalogue days.',
      paragraph:
        'Catalogue and e-commerce work is the backbone of a model’s career: steady bookings, repeat clients and experience in front of the camera. This season our image board worked with brands from all over Brazil.',
    },
    es: {
      title: 'Image: una temporada de catálogos y e-commerce',
      excerpt: 'Nuestra división image cerró el trimestre con más de cuarenta días de catálogo.',
      paragraph:
        'El catálogo y el e-commerce son la base de la carrera de un modelo: reservas constantes, clientes que vuelven y experiencia frente a la cámara. Esta temporada nuestro image trabajó con marcas de todo Brasil.',
    },
    pt: {
      title: 'Image: uma temporada de catálogos e e-commerce',
      excerpt: 'Nossa divisão image fechou o trimestre com mais de quarenta diárias de catálogo.',
      paragraph:
        'Catálogo e e-commerce são a base da carreira de um modelo: trabalhos constantes, clientes que voltam e experiência diante da câmera. Nesta temporada nosso image trabalhou com marcas de todo o Brasil.',
    },
  },
  {
    en: {
      title: 'How to apply to Passarela from anywhere',
      excerpt:
        'You do not need to live in Brasília to be scouted. Here is how the online form works.',
      paragraph:
        'Send two to eight natural photos, a short video if you have one, and your measurements. Our scouts review every application and answer in your language within two weeks.',
    },
    es: {
      title: 'Cómo postularte a Passarela desde cualquier lugar',
      excerpt: 'No necesitas vivir en Brasilia para que te descubran. Así funciona el formulario.',
      paragraph:
        'Envía de dos a ocho fotos naturales, un video corto si tienes uno y tus medidas. Nuestros scouts revisan cada solicitud y responden en tu idioma en un plazo de dos semanas.',
    },
    pt: {
      title: 'Como se inscrever na Passarela de qualquer lugar',
      excerpt:
        'Você não precisa morar em Brasília para ser descoberto. Veja como funciona o formulário.',
      paragraph:
        'Envie de duas a oito fotos naturais, um vídeo curto se tiver e suas medidas. Nossos scouts avaliam todas as inscrições e respondem no seu idioma em até duas semanas.',
    },
  },
  {
    en: {
      title: 'Passarela celebrates ten years of scouting in the capital',
      excerpt: 'A decade of new faces, first castings and careers that started in Brasília.',
      paragraph:
        'What began as a small scouting office now represents models who work in São Paulo, Milan, Paris and New York. Thank you to the families, clients and partner agencies who made it possible.',
    },
    es: {
      title: 'Passarela celebra diez años descubriendo talento en la capital',
      excerpt:
        'Una década de caras nuevas, primeros castings y carreras que empezaron en Brasilia.',
      paragraph:
        'Lo que empezó como una pequeña oficina de scouting hoy representa a modelos que trabajan en São Paulo, Milán, París y Nueva York. Gracias a las familias, clientes y agencias asociadas que lo hicieron posible.',
    },
    pt: {
      title: 'Passarela comemora dez anos de scouting na capital',
      excerpt:
        'Uma década de novos rostos, primeiros castings e carreiras que começaram em Brasília.',
      paragraph:
        'O que começou como um pequeno escritório de scouting hoje representa modelos que trabalham em São Paulo, Milão, Paris e Nova York. Obrigado às famílias, clientes e agências parceiras que tornaram isso possível.',
    },
  },
]

/** Pieces shared by every story's body, per language. */
export const newsFrame: Record<
  Locale,
  { heading: string; closing: string; linkText: string; linkPath: string }
> = {
  en: {
    heading: 'The details',
    closing: 'Want to be part of the next story?',
    linkText: 'Apply to be a model',
    linkPath: '/be-a-model',
  },
  es: {
    heading: 'Los detalles',
    closing: '¿Quieres ser parte de la próxima historia?',
    linkText: 'Hazte modelo',
    linkPath: '/es/hazte-modelo',
  },
  pt: {
    heading: 'Os detalhes',
    closing: 'Quer fazer parte da próxima história?',
    linkText: 'Seja modelo',
    linkPath: '/pt/seja-modelo',
  },
}
