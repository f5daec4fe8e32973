// The screen's own Spanish strings (SPEC.md §2 and the labels it implies). Messages the API shares
// (success, validation, errors) live in the contract of @sistema/shared and are not retyped here.

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

export const CARD_TEXT = {
  updatedAt: 'Actualizado:',
  edit: 'Editar',
  delete: 'Eliminar',
  // The accessible name starts with the visible word (WCAG "label in name") and says which card.
  editLabel: (name: string) => `Editar ${name}`,
  deleteLabel: (name: string) => `Eliminar ${name}`,
} as const;

export const FORM_TEXT = {
  createTitle: 'Nueva Tecnología',
  editTitle: 'Editar Tecnología',
  cancel: 'Cancelar',
  create: 'Crear Tecnología',
  update: 'Actualizar Tecnología',
  nameLabel: 'Nombre',
  sectorLabel: 'Sector',
  sectorPlaceholder: 'Selecciona un sector',
  adoptionLevelLabel: 'Nivel de adopción',
  adoptionLevelPlaceholder: 'Selecciona un nivel',
  descriptionLabel: 'Descripción',
  descriptionCounter: (length: number, max: number) => `${length}/${max}`,
} as const;

export const DELETE_TEXT = {
  message:
    '¿Estás seguro de que deseas eliminar esta tecnología? Esta acción no se puede deshacer.',
} as const;
