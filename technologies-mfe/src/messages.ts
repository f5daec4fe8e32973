// The screen's own Spanish strings (docs/product.md and the labels it implies). Messages the API shares
// (success, validation, errors) live in the contract of @sistema/shared and are not retyped here.
import { ACTION_LABELS, bulkText, listPageText, SUCCESS_MESSAGES } from '@sistema/shared';

/** The list page's words: 'Gestión de Tecnologías', '+ Nueva Tecnología', the count, the empty text… */
export const LIST_PAGE_TEXT = listPageText({
  one: 'Tecnología',
  many: 'Tecnologías',
  title: 'Gestión de Tecnologías',
  create: '+ Nueva Tecnología',
  empty: 'No se encontraron tecnologías. Crea la primera!',
});

export const PAGE_TEXT = {
  gridLabel: 'Lista de tecnologías',
} as const;

/** Each select filter's label and its first option, which filters nothing. */
export const FILTER_TEXT = {
  sector: { label: 'Sector', all: 'Todos los sectores' },
  adoptionLevel: { label: 'Nivel de adopción', all: 'Todos los niveles' },
} as const;

/** The sort select's choices: each sortable field, ascending then descending. */
export const SORT_OPTION_LABELS = {
  name: ['Nombre (A–Z)', 'Nombre (Z–A)'],
  sector: ['Sector (A–Z)', 'Sector (Z–A)'],
  adoptionLevel: ['Adopción (de emergente a en declive)', 'Adopción (de en declive a emergente)'],
  updatedAt: ['Actualización (más antigua primero)', 'Actualización (más reciente primero)'],
} as const;

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
  deleteQuestion:
    '¿Estás seguro de que deseas eliminar esta tecnología? Esta acción no se puede deshacer.',
  createTitle: 'Nueva Tecnología',
  editTitle: 'Editar Tecnología',
  createButton: 'Crear Tecnología',
  updateButton: 'Actualizar Tecnología',
  nameLabel: 'Nombre',
  sectorLabel: 'Sector',
  sectorPlaceholder: 'Selecciona un sector',
  adoptionLevelLabel: 'Nivel de adopción',
  adoptionLevelPlaceholder: 'Selecciona un nivel',
  descriptionLabel: 'Descripción',
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
export const BULK_TEXT = bulkText({
  one: 'Tecnología',
  many: 'Tecnologías',
  deletedOne: SUCCESS_MESSAGES.technologyDeleted,
});
