// One instruction per challenge day: index 0 is day 1, index 14 is day 15 (shown on "Hoje" and in calendar events).
export const DAY_GUIDE: readonly string[] = [
  'Comece o dia com ovos, bacon e café preto. Coma carnes, ovos e gorduras até sentir saciedade, sem pesar nada. Tempere com sal rosa e beba água.',
  'Siga com carnes, ovos e gorduras: carne com manteiga no almoço; peixe gordo, queijo ou ovos no jantar. Evite vegetais e ultraprocessados.',
  'Último dia da Cetocarnívora I. Amanhã começa o jejum: deixe os eletrólitos prontos, beba bastante água e planeje dias mais tranquilos.',
  'Primeiro dia do Jejum I: só água, café preto sem açúcar, chá sem adoçante e eletrólitos. A fome vem em ondas e passa. Descanse.',
  'Segundo dia do Jejum I. Tontura ao levantar: sente ou deite; se voltar, pare. Palpitações: pare e procure uma UPA. Confusão ou desmaio: ligue 192 ou peça para alguém ligar.',
  'Último dia do Jejum I. Beba água conforme a sede e evite esforço pesado. Amanhã você volta a comer, começando com pouca comida.',
  'Hoje você quebra o jejum: comece com pouco, como 2 ovos ou caldo de carne, coma devagar e depois siga a Cetocarnívora II.',
  'Cetocarnívora II: carnes, ovos e gorduras até sentir saciedade. Use sal rosa, beba água e evite vegetais e ultraprocessados.',
  'Último dia de comida antes do Jejum Final. Coma bem, deixe os eletrólitos prontos e planeje descanso para os próximos 6 dias.',
  'Primeiro dia do Jejum Final: sem comida, mas água, café e chá sem açúcar e eletrólitos estão liberados. Releia os sinais para parar e avise alguém de confiança.',
  'Segundo dia do Jejum Final. Tontura ao levantar: sente ou deite; se voltar, pare. Palpitações: pare e procure uma UPA. Confusão ou desmaio: ligue 192 ou peça para alguém ligar.',
  'Terceiro dia do Jejum Final. Muita gente sente menos fome agora. Beba água conforme a sede e evite esforço pesado.',
  'Quarto dia do Jejum Final. Parar antes do fim não é fracasso. Fraqueza forte: pare e procure atendimento. Confusão: ligue 192 ou peça para alguém ligar.',
  'Quinto dia do Jejum Final. Água conforme a sede, a garrafa de eletrólitos e descanso. Para a volta: pouca comida no início, como caldo de carne ou ovos.',
  'Último dia do Jejum Final. Amanhã, volte a comer aos poucos: uma refeição pequena, sem açúcar nem farinha. Depois, 7 dias de cetocarnívora.',
];
