/** What each stored key holds, in the user's words (for notices and backups). */
export const DATA_LABELS: Record<string, string> = {
  'm15-profile': 'perfil',
  'm15-completed-days': 'dias concluídos da jornada',
  'm15-diary': 'diário',
  'm15-results': 'resultados',
  'm15-photo-history': 'histórico de fotos',
  'm15-protocol-history': 'histórico de protocolos',
  'm15-notes': 'anotações',
  'm15-shopping': 'lista de compras',
  recipeRatings: 'avaliações de receitas',
  'm15-journey': 'jornada',
  'm15-testimonial': 'rascunho do depoimento',
  'm15-backup-meta': 'data do último backup',
  'm15-fasting': 'relógio do jejum',
};
