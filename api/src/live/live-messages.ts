/** The live stream's own refusal (docs/product.md §8's tone: what happened and what to do). */
export const LIVE_MESSAGES = {
  tooManyStreams:
    'Hay demasiadas listas en vivo abiertas desde tu equipo. Cierra alguna pestaña y vuelve a intentarlo.',
} as const;
