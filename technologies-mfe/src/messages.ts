// The screen's Spanish strings: those of every resource derive from the technologies' definition in
// the contract; only the card's and the description counter's own words are written here.
import {
  ACTION_LABELS,
  choiceFilterText,
  resourceText,
  selectPlaceholder,
  sortOptionLabels,
  technologies,
  type ResourceText,
} from '@sistema/shared';
import type { TechnologySortKey } from './technology-sort.ts';

const text: ResourceText = resourceText(technologies);
const { fields } = technologies;

/** The list page's words: 'Gestión de Tecnologías', '+ Nueva Tecnología', the count, the empty text… */
export const LIST_PAGE_TEXT = text;

export const PAGE_TEXT = {
  gridLabel: text.listLabel,
} as const;

/** Each select filter's label and its first option, which filters nothing. */
export const FILTER_TEXT = {
  sector: choiceFilterText(technologies, 'sector'),
  adoptionLevel: choiceFilterText(technologies, 'adoptionLevel'),
} as const;

/** The sort select's choices: each sortable field, ascending then descending. */
export const SORT_OPTION_LABELS = sortOptionLabels<TechnologySortKey>(technologies);

/** A card's date label, and its buttons with the words of every screen's record actions. */
export const CARD_TEXT = {
  updatedAt: 'Actualizado:',
  ...ACTION_LABELS,
  showMore: 'Ver más',
  showLess: 'Ver menos',
  showMoreLabel: (name: string) => `Ver más de ${name}`,
  showLessLabel: (name: string) => `Ver menos de ${name}`,
} as const;

export const FORM_TEXT = {
  ...text,
  nameLabel: fields.name.label,
  sectorLabel: fields.sector.label,
  sectorPlaceholder: selectPlaceholder(fields.sector),
  adoptionLevelLabel: fields.adoptionLevel.label,
  adoptionLevelPlaceholder: selectPlaceholder(fields.adoptionLevel),
  descriptionLabel: fields.description.label,
  descriptionCounter: (length: number, max: number) => `${length}/${max}`,
  // Near the limit the counter also says, in words, how many characters are left (or too many).
  descriptionLeft: (left: number) => (left >= 0 ? `quedan ${left}` : `sobran ${-left}`),
  descriptionLeftAnnouncement: (left: number) =>
    left === 1
      ? 'Queda 1 carácter'
      : left >= 0
        ? `Quedan ${left} caracteres`
        : `Sobran ${-left} caracteres`,
} as const;

/** Selecting, deleting together and 'Deshacer' (the kit's words for this record type). */
export const BULK_TEXT = text.bulk;
