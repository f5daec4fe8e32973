import type { TimeField } from '../../contract/index.ts';

// A card's own words: the label of the time at its foot, and the toggle of a clamped paragraph.
export const CARD_TEXT = {
  time: { createdAt: 'Creado:', updatedAt: 'Actualizado:' } satisfies Record<TimeField, string>,
  showMore: 'Ver más',
  showLess: 'Ver menos',
  // The accessible name starts with the visible words and says which record.
  showMoreLabel: (name: string) => `Ver más de ${name}`,
  showLessLabel: (name: string) => `Ver menos de ${name}`,
} as const;
