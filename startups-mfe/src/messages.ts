// The screen's own Spanish strings (SPEC.md §2 and the labels it implies). Messages the API shares
// (success, validation, errors) live in the contract of @sistema/shared and are not retyped here.
import { ACTION_LABELS } from '@sistema/shared';

export const PAGE_TEXT = {
  title: 'Gestión de Startups',
  newStartup: '+ Nueva Startup',
  loading: 'Cargando startups…',
  empty: 'No se encontraron startups. Crea la primera!',
  tableCaption: 'Lista de startups',
} as const;

export const FILTER_TEXT = {
  region: 'Filtros de startups',
  searchLabel: 'Buscar por nombre',
  searchPlaceholder: 'Buscar por nombre...',
  categoryLabel: 'Categoría',
  allCategories: 'Todas las categorías',
  clear: 'Limpiar Filtros',
} as const;

export const COLUMN_HEADERS = {
  name: 'Nombre',
  foundedAt: 'Fundación',
  location: 'Ubicación',
  category: 'Categoría',
  fundingAmount: 'Inversión',
  actions: 'Acciones',
} as const;

const countFormat = new Intl.NumberFormat('es-MX');

export const LIST_TEXT = {
  count: (count: number) => `${countFormat.format(count)} ${count === 1 ? 'startup' : 'startups'}`,
  sortLabel: 'Ordenar por',
  defaultOrder: 'Más recientes primero',
} as const;

/** The phone's sort choices: each sortable column, ascending then descending. */
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
  createTitle: 'Nueva Startup',
  editTitle: 'Editar Startup',
  cancel: ACTION_LABELS.cancel,
  create: 'Crear Startup',
  update: 'Actualizar Startup',
  nameLabel: 'Nombre',
  foundedAtLabel: 'Fecha de fundación',
  locationLabel: 'Ubicación',
  locationPlaceholder: 'Ciudad, País',
  categoryLabel: 'Categoría',
  categoryPlaceholder: 'Selecciona una categoría',
  fundingAmountLabel: 'Monto de inversión (USD)',
} as const;

export const DELETE_TEXT = {
  message: '¿Estás seguro de que deseas eliminar esta startup? Esta acción no se puede deshacer.',
} as const;
