// The screen's own Spanish strings (docs/product.md and the labels it implies). Messages the API shares
// (success, validation, errors) live in the contract of @sistema/shared and are not retyped here.
import { ACTION_LABELS, bulkText, listPageText, SUCCESS_MESSAGES } from '@sistema/shared';

/** The list page's words: 'Gestión de Startups', '+ Nueva Startup', the count, the empty text… */
export const LIST_PAGE_TEXT = listPageText({
  one: 'Startup',
  many: 'Startups',
  title: 'Gestión de Startups',
  create: '+ Nueva Startup',
  empty: 'No se encontraron startups. Crea la primera!',
});

export const PAGE_TEXT = {
  tableCaption: 'Lista de startups',
} as const;

/** Each select filter's label and its first option, which filters nothing. */
export const FILTER_TEXT = {
  category: { label: 'Categoría', all: 'Todas las categorías' },
} as const;

export const COLUMN_HEADERS = {
  name: 'Nombre',
  foundedAt: 'Fundación',
  location: 'Ubicación',
  category: 'Categoría',
  fundingAmount: 'Inversión',
  actions: 'Acciones',
} as const;

/** The sort select's choices: each sortable column, ascending then descending. */
export const SORT_OPTION_LABELS = {
  name: ['Nombre (A–Z)', 'Nombre (Z–A)'],
  foundedAt: ['Fundación (más antigua primero)', 'Fundación (más reciente primero)'],
  location: ['Ubicación (A–Z)', 'Ubicación (Z–A)'],
  category: ['Categoría (A–Z)', 'Categoría (Z–A)'],
  fundingAmount: ['Inversión (menor a mayor)', 'Inversión (mayor a menor)'],
} as const;

/** A row's buttons: the words of every screen's record actions. */
export const ROW_ACTIONS = ACTION_LABELS;

export const FORM_TEXT = {
  deleteQuestion:
    '¿Estás seguro de que deseas eliminar esta startup? Esta acción no se puede deshacer.',
  createTitle: 'Nueva Startup',
  editTitle: 'Editar Startup',
  createButton: 'Crear Startup',
  updateButton: 'Actualizar Startup',
  nameLabel: 'Nombre',
  foundedAtLabel: 'Fecha de fundación',
  locationLabel: 'Ubicación',
  locationPlaceholder: 'Ciudad, País',
  categoryLabel: 'Categoría',
  categoryPlaceholder: 'Selecciona una categoría',
  fundingAmountLabel: 'Monto de inversión (USD)',
} as const;

/** Selecting, deleting together and 'Deshacer' (the kit's words for this record type). */
export const BULK_TEXT = bulkText({
  one: 'Startup',
  many: 'Startups',
  deletedOne: SUCCESS_MESSAGES.startupDeleted,
});
