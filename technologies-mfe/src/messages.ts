// The screen's own Spanish strings (SPEC.md §2 and the labels it implies). Messages the API shares
// (success, validation, errors) live in the contract of @sistema/shared and are not retyped here.
import { ACTION_LABELS } from '@sistema/shared';

export const PAGE_TEXT = {
  title: 'Gestión de Tecnologías',
  newTechnology: '+ Nueva Tecnología',
  loading: 'Cargando tecnologías…',
  empty: 'No se encontraron tecnologías. Crea la primera!',
  gridLabel: 'Lista de tecnologías',
} as const;

const countFormat = new Intl.NumberFormat('es-MX');

export const LIST_TEXT = {
  count: (count: number) =>
    `${countFormat.format(count)} ${count === 1 ? 'tecnología' : 'tecnologías'}`,
} as const;

export const FILTER_TEXT = {
  region: 'Filtros de tecnologías',
  sectorLabel: 'Sector',
  allSectors: 'Todos los sectores',
  adoptionLevelLabel: 'Nivel de adopción',
  allAdoptionLevels: 'Todos los niveles',
  clear: 'Limpiar Filtros',
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
  createTitle: 'Nueva Tecnología',
  editTitle: 'Editar Tecnología',
  cancel: ACTION_LABELS.cancel,
  create: 'Crear Tecnología',
  update: 'Actualizar Tecnología',
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

export const DELETE_TEXT = {
  message:
    '¿Estás seguro de que deseas eliminar esta tecnología? Esta acción no se puede deshacer.',
} as const;
