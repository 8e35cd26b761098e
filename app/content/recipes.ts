/**
 * The built-in recipes (spec §2 Recipes, §3 "Recipe"): 16 recipes in six
 * groups, with the specification's ids. Every recipe fits the protocol:
 * carnivore or keto, with no sugar, flour or grains.
 */
import type { BlockId } from '~/domain/challenge';
import type { Rating } from '~/domain/stored';

/** The blocks with meals: the fasting blocks (Jejum I, Jejum Final) have none. */
export type MealPhase = Extract<BlockId, 'ceto-1' | 'ceto-2'>;

/**
 * Both ceto blocks allow the same food (meat, eggs and fats, spec §3 and §9),
 * so a recipe that fits one fits the other: every recipe here, carnivore or
 * keto, suits Ceto I and Ceto II, and none suits a fasting day.
 */
const KETO_DAYS: readonly MealPhase[] = ['ceto-1', 'ceto-2'];

export type RecipeGroupId = 'carnivora' | 'heart' | 'breakfast' | 'snacks' | 'main' | 'desserts';

export interface Recipe {
  id: number;
  title: string;
  emoji: string;
  /** A local illustration, precached with the app. */
  image: string;
  ingredients: readonly string[];
  instructions: readonly string[];
  tip: string;
  /** The blocks of the challenge it suits, shown on the closed card. */
  phases: readonly MealPhase[];
}

export interface RecipeGroup {
  id: RecipeGroupId;
  label: string;
  recipes: readonly Recipe[];
}

const img = (id: number) => `/recipes/${id}.svg`;

const carnivora: Recipe[] = [
  {
    id: 101,
    title: 'Picanha na frigideira com manteiga',
    emoji: '🥩',
    image: img(101),
    phases: KETO_DAYS,
    ingredients: [
      '500 g de picanha em bifes de 2 cm, com a gordura',
      '2 colheres (sopa) de manteiga',
      'Sal rosa a gosto',
    ],
    instructions: [
      'Tire a carne da geladeira 20 minutos antes e seque bem com papel-toalha.',
      'Tempere os bifes com sal rosa dos dois lados.',
      'Aqueça bem uma frigideira de ferro e coloque os bifes com a gordura virada para baixo por 2 minutos.',
      'Deite os bifes e deixe 3 minutos de cada lado para ficar ao ponto.',
      'Junte a manteiga no final e regue a carne com ela por 1 minuto.',
      'Deixe descansar 5 minutos antes de fatiar.',
    ],
    tip: 'Não fure a carne com o garfo enquanto ela doura: vire com uma pinça para manter o suco dentro.',
  },
  {
    id: 102,
    title: 'Costela bovina assada lentamente',
    emoji: '🍖',
    image: img(102),
    phases: KETO_DAYS,
    ingredients: [
      '1,5 kg de costela bovina em pedaços',
      '1 colher (sopa) de sal grosso',
      '2 colheres (sopa) de banha ou manteiga',
    ],
    instructions: [
      'Preaqueça o forno a 160 °C.',
      'Esfregue o sal grosso em toda a costela.',
      'Coloque a costela numa assadeira com a banha, com o osso virado para baixo.',
      'Cubra com papel-alumínio e asse por 3 horas.',
      'Retire o papel, aumente o forno para 220 °C e asse mais 30 minutos para dourar.',
    ],
    tip: 'Guarde a gordura que ficar na assadeira: ela é ótima para fritar ovos no dia seguinte.',
  },
  {
    id: 103,
    title: 'Hambúrguer carnívoro com bacon',
    emoji: '🍔',
    image: img(103),
    phases: KETO_DAYS,
    ingredients: [
      '500 g de carne moída (acém ou fraldinha)',
      '100 g de bacon picado bem miudinho',
      '1 ovo',
      '1 colher (chá) de sal',
      '4 fatias de queijo (opcional, na fase cetogênica)',
    ],
    instructions: [
      'Misture a carne, o bacon, o ovo e o sal com as mãos, sem sovar demais.',
      'Divida em 4 bolas e achate em discos de 2 cm de altura.',
      'Faça uma leve depressão no centro de cada disco para não estufar.',
      'Grelhe em frigideira quente por 4 minutos de cada lado.',
      'Se quiser, coloque o queijo por cima no último minuto e tampe para derreter.',
    ],
    tip: 'Sirva com um ovo frito por cima no lugar do pão.',
  },
  {
    id: 104,
    title: 'Coxa e sobrecoxa com pele crocante',
    emoji: '🍗',
    image: img(104),
    phases: KETO_DAYS,
    ingredients: [
      '6 coxas e sobrecoxas com pele e osso',
      '1 colher (chá) de sal rosa',
      '1 colher (sopa) de manteiga derretida',
    ],
    instructions: [
      'Preaqueça o forno a 200 °C.',
      'Seque bem a pele do frango com papel-toalha.',
      'Pincele a manteiga e tempere com o sal rosa.',
      'Arrume numa assadeira com a pele para cima, sem amontoar.',
      'Asse por 45 a 50 minutos, até a pele ficar dourada e crocante.',
    ],
    tip: 'Deixar o frango descoberto na geladeira por algumas horas antes de assar deixa a pele ainda mais crocante.',
  },
  {
    id: 105,
    title: 'Caldo de ossos',
    emoji: '🥣',
    image: img(105),
    phases: KETO_DAYS,
    ingredients: ['1,5 kg de ossos bovinos com tutano', '3 litros de água', '1 colher (sopa) de sal rosa'],
    instructions: [
      'Asse os ossos a 200 °C por 30 minutos para dar sabor.',
      'Passe os ossos para uma panela grande e cubra com a água.',
      'Quando ferver, abaixe o fogo e retire a espuma da superfície.',
      'Cozinhe em fogo baixo, com a panela semitampada, por 8 a 12 horas.',
      'Coe, tempere com o sal e guarde em potes de vidro na geladeira.',
    ],
    tip: 'Na panela de pressão, 2 horas depois de pegar pressão já dão um caldo encorpado.',
  },
];

const heart: Recipe[] = [
  {
    id: 201,
    title: 'Coraçãozinho de frango na manteiga',
    emoji: '❤️',
    image: img(201),
    phases: KETO_DAYS,
    ingredients: [
      '500 g de coração de frango',
      '2 colheres (sopa) de manteiga',
      '2 dentes de alho amassados',
      'Sal rosa a gosto',
    ],
    instructions: [
      'Lave os corações e retire o excesso de gordura e as veias com uma faca.',
      'Tempere com o sal rosa.',
      'Derreta a manteiga numa frigideira grande em fogo médio-alto.',
      'Junte os corações em uma só camada e deixe dourar por 5 minutos, mexendo de vez em quando.',
      'Acrescente o alho e cozinhe mais 5 minutos, até ficarem dourados por fora e macios por dentro.',
    ],
    tip: 'Na fase carnívora estrita, deixe o alho de fora: a manteiga e o sal já bastam.',
  },
];

const breakfast: Recipe[] = [
  {
    id: 1,
    title: 'Ovos mexidos cremosos na manteiga',
    emoji: '🍳',
    image: img(1),
    phases: KETO_DAYS,
    ingredients: [
      '3 ovos',
      '1 colher (sopa) de manteiga',
      '1 colher (sopa) de creme de leite (opcional)',
      'Sal a gosto',
    ],
    instructions: [
      'Bata levemente os ovos com o sal, só para misturar as gemas.',
      'Derreta a manteiga em fogo baixo numa frigideira antiaderente.',
      'Junte os ovos e mexa devagar com uma espátula, sempre do fundo para o centro.',
      'Desligue o fogo quando ainda estiverem um pouco úmidos.',
      'Misture o creme de leite, se for usar, e sirva na hora.',
    ],
    tip: 'O fogo baixo é o segredo: ovos cozidos devagar ficam cremosos e não ressecam.',
  },
  {
    id: 4,
    title: 'Omelete de queijo com bacon',
    emoji: '🧀',
    image: img(4),
    phases: KETO_DAYS,
    ingredients: ['3 ovos', '50 g de bacon em cubos', '40 g de queijo muçarela ralado', 'Sal a gosto'],
    instructions: [
      'Frite o bacon na frigideira até dourar e deixe a gordura na panela.',
      'Bata os ovos com um pouco de sal.',
      'Despeje os ovos sobre o bacon, em fogo médio, e espalhe por toda a frigideira.',
      'Quando as bordas firmarem, coloque o queijo sobre metade da omelete.',
      'Dobre ao meio, tampe por 1 minuto para o queijo derreter e sirva.',
    ],
    tip: 'Use a gordura do próprio bacon para cozinhar: dispensa óleo e dá mais sabor.',
  },
  {
    id: 10,
    title: 'Panqueca de cream cheese',
    emoji: '🥞',
    image: img(10),
    phases: KETO_DAYS,
    ingredients: ['2 ovos', '60 g de cream cheese em temperatura ambiente', '1 pitada de sal', 'Manteiga para untar'],
    instructions: [
      'Bata os ovos e o cream cheese no liquidificador ou com um garfo até ficar liso.',
      'Deixe a massa descansar 2 minutos para as bolhas assentarem.',
      'Unte uma frigideira pequena com manteiga e aqueça em fogo médio-baixo.',
      'Coloque 3 colheres (sopa) de massa e espalhe; cozinhe 2 minutos.',
      'Vire com cuidado e doure o outro lado por 1 minuto. Repita com o restante.',
    ],
    tip: 'A massa é delicada: use uma frigideira pequena e vire só quando as bordas soltarem sozinhas.',
  },
];

const snacks: Recipe[] = [
  {
    id: 2,
    title: 'Chips de queijo parmesão',
    emoji: '🧀',
    image: img(2),
    phases: KETO_DAYS,
    ingredients: ['100 g de queijo parmesão ralado grosso'],
    instructions: [
      'Preaqueça o forno a 200 °C e forre uma assadeira com papel-manteiga.',
      'Faça montinhos de 1 colher (sopa) de queijo, com 3 cm de distância entre eles.',
      'Achate levemente cada montinho.',
      'Asse por 6 a 8 minutos, até dourar nas bordas.',
      'Deixe esfriar na assadeira: eles endurecem e ficam crocantes.',
    ],
    tip: 'Guarde em pote bem fechado para manter a crocância por até 3 dias.',
  },
  {
    id: 3,
    title: 'Torresmo de forno',
    emoji: '🥓',
    image: img(3),
    phases: KETO_DAYS,
    ingredients: ['500 g de barriga de porco com pele', '1 colher (sopa) de sal grosso'],
    instructions: [
      'Corte a barriga em cubos de 3 cm e seque muito bem a pele.',
      'Esfregue o sal grosso e deixe na geladeira, descoberta, por 2 horas.',
      'Preaqueça o forno a 180 °C.',
      'Asse os cubos com a pele para cima por 1 hora.',
      'Aumente o forno para 250 °C e asse mais 15 a 20 minutos, até a pele pururucar.',
    ],
    tip: 'Quanto mais seca estiver a pele antes de ir ao forno, mais ela estoura e fica crocante.',
  },
  {
    id: 5,
    title: 'Ovos recheados com bacon',
    emoji: '🥚',
    image: img(5),
    phases: KETO_DAYS,
    ingredients: [
      '6 ovos cozidos por 10 minutos',
      '3 colheres (sopa) de maionese caseira',
      '50 g de bacon frito e picado',
      'Sal a gosto',
    ],
    instructions: [
      'Descasque os ovos frios e corte ao meio no comprimento.',
      'Retire as gemas e amasse com a maionese e o sal.',
      'Misture metade do bacon à pasta de gemas.',
      'Recheie as claras com a pasta.',
      'Finalize com o restante do bacon por cima.',
    ],
    tip: 'Maionese caseira: bata 1 ovo com sal e vá juntando azeite em fio até firmar. Evite as industrializadas, que levam açúcar.',
  },
];

const main: Recipe[] = [
  {
    id: 6,
    title: 'Frango cremoso com queijo',
    emoji: '🍗',
    image: img(6),
    phases: KETO_DAYS,
    ingredients: [
      '600 g de peito ou sobrecoxa de frango em cubos',
      '1 colher (sopa) de manteiga',
      '200 g de creme de leite',
      '80 g de queijo muçarela ralado',
      'Sal a gosto',
    ],
    instructions: [
      'Tempere o frango com sal.',
      'Doure o frango na manteiga em fogo alto, em duas levas, por 6 a 8 minutos.',
      'Abaixe o fogo, junte o creme de leite e misture.',
      'Cozinhe por 5 minutos, até o molho engrossar um pouco.',
      'Desligue, espalhe o queijo por cima e tampe até derreter.',
    ],
    tip: 'A sobrecoxa fica mais suculenta que o peito e tem a gordura que o protocolo pede.',
  },
  {
    id: 9,
    title: 'Salmão na manteiga com crosta de parmesão',
    emoji: '🐟',
    image: img(9),
    phases: KETO_DAYS,
    ingredients: [
      '2 postas de salmão com pele (cerca de 400 g)',
      '2 colheres (sopa) de manteiga',
      '3 colheres (sopa) de parmesão ralado',
      'Sal a gosto',
    ],
    instructions: [
      'Seque as postas e tempere com sal.',
      'Derreta a manteiga numa frigideira em fogo médio-alto.',
      'Coloque o salmão com a pele para baixo e deixe 4 minutos, sem mexer.',
      'Vire, cubra a parte de cima com o parmesão e tampe a frigideira.',
      'Cozinhe mais 3 minutos, até o queijo derreter e formar uma crosta.',
    ],
    tip: 'Regue o peixe com a manteiga da frigideira enquanto cozinha: fica dourado e úmido por dentro.',
  },
];

const desserts: Recipe[] = [
  {
    id: 7,
    title: 'Mousse de chocolate keto',
    emoji: '🍫',
    image: img(7),
    phases: KETO_DAYS,
    ingredients: [
      '200 mL de creme de leite fresco bem gelado',
      '2 colheres (sopa) de cacau em pó 100%',
      '1 colher (sopa) de eritritol (adoçante natural sem calorias), ou a gosto',
      '1 colher (chá) de essência de baunilha',
    ],
    instructions: [
      'Coloque o creme de leite fresco gelado numa tigela fria.',
      'Bata com o batedor ou a batedeira até formar picos macios.',
      'Peneire o cacau e o eritritol sobre o creme e junte a baunilha.',
      'Misture delicadamente, de baixo para cima, até ficar homogêneo.',
      'Divida em taças e leve à geladeira por 1 hora antes de servir.',
    ],
    tip: 'Nas fases de jejum não use adoçante: guarde esta sobremesa para depois do desafio ou para as fases cetogênicas.',
  },
  {
    id: 8,
    title: 'Pudim keto de creme de leite',
    emoji: '🍮',
    image: img(8),
    phases: KETO_DAYS,
    ingredients: [
      '4 ovos',
      '400 mL de creme de leite fresco',
      '4 colheres (sopa) de eritritol',
      '1 colher (chá) de essência de baunilha',
      'Manteiga para untar',
    ],
    instructions: [
      'Preaqueça o forno a 170 °C e unte uma forma de pudim com manteiga.',
      'Bata no liquidificador os ovos, o creme de leite, o eritritol e a baunilha por 1 minuto.',
      'Despeje na forma e cubra com papel-alumínio.',
      'Asse em banho-maria por 50 minutos a 1 hora, até firmar no centro.',
      'Deixe esfriar e leve à geladeira por 4 horas antes de desenformar.',
    ],
    tip: 'Para uma calda sem açúcar, derreta 2 colheres de eritritol dourado com 1 colher de manteiga em fogo baixo.',
  },
];

export const RECIPE_GROUPS: readonly RecipeGroup[] = [
  { id: 'carnivora', label: 'Carnívora', recipes: carnivora },
  { id: 'heart', label: 'Receitas do Coração', recipes: heart },
  { id: 'breakfast', label: 'Café da Manhã', recipes: breakfast },
  { id: 'snacks', label: 'Lanches', recipes: snacks },
  { id: 'main', label: 'Refeições', recipes: main },
  { id: 'desserts', label: 'Sobremesas', recipes: desserts },
];

export const ALL_RECIPE_IDS: readonly number[] = RECIPE_GROUPS.flatMap((g) => g.recipes.map((r) => r.id));

export const RECIPES_INTRO = {
  monthly: 'Todo mês chega uma nova Receita do Coração ❤️ para você experimentar.',
  /** Shown on a fasting day (days 4-6 and 10-15), counted from the profile's start date. */
  fastingDay: (day: number, phase: string) =>
    `Hoje é dia de jejum (dia ${day} · ${phase}). Estas receitas são para os dias cetogênicos: Ceto I (dias 1 a 3) e Ceto II (dias 7 a 9).`,
  favouritesEmpty:
    'Você ainda não marcou nenhuma receita com “Amei”. Abra uma receita e toque em Amei para guardá-la aqui.',
  heartQuote: 'Esta é a minha receita favorita: simples, barata e feita com carinho. Prepare para quem você ama!',
  heartQuoteAuthor: 'Receita favorita do mês',
};

/** The three ratings of a recipe, as the specification writes them (spec §4 "Recipe rating"). */
export const RATING_LABELS: Record<Rating, string> = {
  amei: 'Amei',
  engana: 'Dá pra enganar',
  nao_gostei: 'Não gostei',
};
