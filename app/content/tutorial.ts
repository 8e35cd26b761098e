import { titleOf } from './screens';

/** The tutorial screen's own words: its title, its headings and the link at the foot of each guide. */
export const TUTORIAL_SCREEN = {
  /** The document title and the page's heading. */
  title: titleOf('/tutorial'),
  subtitle: 'Aprenda a usar cada parte do app em poucos minutos',
  guidesHeading: 'Guia de cada tela',
  /** The link at the foot of a guide, to the screen it is about. */
  openGuide: (title: string) => `Abrir ${title}`,
  tipsHeading: '💡 Dicas',
} as const;

/**
 * The tutorial's hero: where to go once she has read it, the one action of
 * the screen. Without a profile, the profile (nothing works before it);
 * during the challenge, today; before the start or after day 15, Hoje.
 */
export const TUTORIAL_HERO = {
  eyebrow: 'Seu próximo passo',
  noProfile: {
    title: 'Comece pelo seu perfil',
    text: 'Com nome, data de início, peso e altura, o app conta os dias do desafio e calcula sua meta de água.',
    action: 'Criar meu perfil',
  },
  during: {
    title: (day: number, total: number) => `Você está no dia ${day} de ${total}`,
    text: 'O Início mostra o que fazer hoje: siga o passo do momento.',
    action: (day: number) => `Ir para o dia ${day}`,
  },
  other: {
    title: 'Seu perfil está pronto',
    text: 'O Início mostra o seu dia e o que fazer agora.',
    action: 'Abrir Hoje',
  },
} as const;

/** The tutorial screen (spec §2 Tutorial): nine feature guides and the tips box. */
export interface TutorialGuide {
  id: string;
  title: string;
  /** The screen the guide is about. */
  path: string;
  description: string;
  steps: readonly string[];
}

export const TUTORIAL_GUIDES: readonly TutorialGuide[] = [
  {
    id: 'inicio',
    title: 'Início',
    path: '/',
    description:
      'Depois do perfil salvo, o Início é a tela de Hoje: o dia do desafio, o que fazer agora e o registro do dia.',
    steps: [
      'Veja em que dia do desafio você está e quantos dias faltam.',
      'Em “O que fazer agora”, siga o passo do momento: o registro do dia, a verificação antes de cada jejum ou, nos dias de jejum, o relógio do jejum.',
      'Em “Registro de Hoje”, informe peso e água (use “+1 copo” a cada copo) e toque em “Salvar registro”.',
      'Quando o dia terminar, toque no botão que marca o dia como feito: ele fica concluído na Jornada.',
      'Antes do perfil, o Início é a tela de boas-vindas: toque em “Começar Agora” para preencher o seu perfil.',
    ],
  },
  {
    id: 'perfil',
    title: 'Perfil',
    path: '/perfil',
    description: 'Seus dados de partida: eles alimentam a meta de água, o IMC e os resultados.',
    steps: [
      'Preencha nome, data de início, peso inicial e altura em centímetros.',
      'A meta de água é calculada sozinha a partir do seu peso (35 mL por kg).',
      'Confira o seu IMC e a categoria logo abaixo dos campos.',
      'Toque em “Salvar perfil”. Para recomeçar, veja “Apagar e recomeçar”: cada botão diz o que apaga.',
    ],
  },
  {
    id: 'jornada',
    title: 'Jornada',
    path: '/jornada',
    description: 'Os 15 dias do desafio, organizados pelos blocos do protocolo.',
    steps: [
      'Toque em um dia para marcá-lo como concluído; toque de novo para desmarcar.',
      'Cada dia concluído traz uma frase de incentivo.',
      'Acompanhe a barra de progresso de cada bloco e o total de dias concluídos.',
      'Toque em “Ver o que pode comer em cada fase” para abrir as fases.',
    ],
  },
  {
    id: 'fases',
    title: 'Fases',
    path: '/fases',
    description: 'O que comer e beber em cada fase, com o cardápio base e a receita de eletrólitos.',
    steps: [
      'Escolha a aba da fase: Ceto I, Jejum I, Ceto II ou Jejum Final.',
      'Nas fases Ceto, veja os alimentos liberados e o cardápio base.',
      'Nas fases de jejum, veja o que pode beber e como preparar os eletrólitos.',
    ],
  },
  {
    id: 'diario',
    title: 'Diário',
    path: '/diario',
    description: 'Registre seu peso, a água que bebeu e como se sentiu em cada dia.',
    steps: [
      'Em “Registro de Hoje”, confira a data (hoje já vem preenchido).',
      'Informe o peso e a água consumida; a cintura e o sentimento são opcionais. Toque em “Salvar registro”.',
      'Se a data já tem um registro (do Início, por exemplo), ele aparece no formulário para você editar. Salvar por cima de outro registro pede confirmação antes.',
      'Veja seus registros em “Registros Anteriores”, do mais novo para o mais antigo.',
    ],
  },
  {
    id: 'receitas',
    title: 'Receitas',
    path: '/receitas',
    description: 'Receitas carnívoras e cetogênicas, sem açúcar e sem farinha, separadas por categoria.',
    steps: [
      'Escolha uma categoria nas abas: Carnívora, Receitas do Coração, Café da Manhã, Lanches, Refeições ou Sobremesas.',
      'Veja os ingredientes, o modo de preparo e a dica de cada receita.',
      'Avalie com “Amei”, “Dá pra enganar” ou “Não gostei”. Toque de novo para tirar a avaliação.',
    ],
  },
  {
    id: 'anotacoes',
    title: 'Anotações',
    path: '/anotacoes',
    description: 'Um caderno para suas anotações e a sua lista de compras.',
    steps: [
      'Na aba Anotações, escreva e toque em “Adicionar Anotação”. Apagou sem querer? Toque em “Desfazer”.',
      'Na aba Lista de compras, digite um item e toque em Enter ou em Adicionar.',
      'Use as listas prontas (Lista Básica, Cetogênica e Carnívora) para adicionar vários itens de uma vez.',
      'Marque os itens comprados. Para recomeçar, toque em “Limpar toda a lista”.',
    ],
  },
  {
    id: 'depoimento',
    title: 'Depoimento',
    path: '/depoimento',
    description: 'Conte como foi o seu desafio e inspire outras pessoas.',
    steps: [
      'Escreva seu nome e o seu depoimento. O rascunho fica guardado enquanto você escreve.',
      'Toque em “Enviar pelo WhatsApp”: o texto vai pronto e você escolhe a conversa.',
      'Se quiser, escolha uma foto: ela não vai sozinha, envie-a em seguida na mesma conversa.',
      'Depois de enviar, toque em “Sim, enviei” para apagar o rascunho.',
    ],
  },
  {
    id: 'resultados',
    title: 'Resultados',
    path: '/resultados',
    description: 'Seu peso final, as fotos de antes e depois e a evolução no gráfico.',
    steps: [
      'Informe o peso final e, se quiser, as fotos de antes e depois. Toque em “Salvar Resultados”.',
      'Veja quantos quilos você eliminou e o gráfico da evolução do seu peso.',
      'Consulte o histórico de fotos e o histórico de protocolos concluídos.',
      'Para a consulta, abra o “Relatório para a consulta” e imprima ou salve em PDF, ou baixe a planilha do diário.',
      'Para fazer um novo ciclo, toque em “Recomeçar o M15”: seu progresso vai para o histórico.',
    ],
  },
];

export const TUTORIAL_TIPS: readonly string[] = [
  'Seus dados ficam salvos apenas neste aparelho: nada é enviado para a internet.',
  'Use o app todos os dias para acompanhar a sua evolução.',
  'Instale o app na tela inicial do celular para abrir com um toque.',
  'Depois de instalado, o app funciona sem internet.',
];

/**
 * The last tip names the menu the user sees: the bar at the bottom of a phone
 * or tablet, the rail on the left of a desktop (both at the shell's 64em).
 */
export const NAV_TIP = {
  phone: 'Navegue entre as telas pelo menu inferior.',
  desktop: 'Navegue entre as telas pelo menu lateral.',
} as const;

export const VIDEO_TEXT = {
  heading: 'Vídeo tutorial',
  play: 'Assistir ao vídeo tutorial',
  frameTitle: 'Vídeo tutorial do App M15',
  offlineTitle: 'Sem conexão com a internet',
  offline: 'O vídeo precisa de internet. Conecte-se e toque na capa de novo para assistir.',
  // Shown on the cover when the app was built without a video.
  unavailable: 'O vídeo tutorial não está disponível nesta versão do app.',
  unavailableHelp: 'Os guias de cada tela explicam tudo passo a passo.',
};
