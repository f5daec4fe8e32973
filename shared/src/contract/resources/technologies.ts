import { defineResource, nameField } from './define-resource.ts';

/**
 * Technologies (docs/product.md §3): most recently updated first, searched by name, filtered by
 * sector and adoption level.
 */
export const technologies = defineResource({
  key: 'technologies',
  noun: { singular: 'tecnología', plural: 'tecnologías', gender: 'f' },
  fields: {
    name: nameField,
    sector: {
      type: 'select',
      label: 'Sector',
      gender: 'm',
      options: [
        'Computing',
        'FinTech',
        'Healthcare',
        'Education',
        'Energy',
        'Transportation',
        'Telecommunications',
        'Manufacturing',
        'Agriculture',
        'Retail',
        'Entertainment',
        'Other',
      ],
    },
    description: {
      type: 'longText',
      label: 'Descripción',
      gender: 'f',
      optional: true,
      optionalMark: false,
      maxLength: 500,
      rows: 4,
    },
    adoptionLevel: {
      type: 'select',
      label: 'Nivel de adopción',
      short: 'Adopción',
      gender: 'm',
      options: ['emerging', 'growing', 'mature', 'declining'],
      labels: {
        emerging: 'Emergente',
        growing: 'En Crecimiento',
        mature: 'Maduro',
        declining: 'En Declive',
      },
      placeholder: 'Selecciona un nivel',
    },
  },
  form: ['name', 'sector', 'adoptionLevel', 'description'],
  filters: {
    name: { match: 'contains' },
    sector: { match: 'equals', all: 'Todos los sectores' },
    adoptionLevel: { match: 'equals', all: 'Todos los niveles' },
  },
  // The adoption levels sort as a life cycle (emerging → declining), not alphabetically.
  sorts: { name: {}, sector: {}, adoptionLevel: { byOptions: true }, updatedAt: {} },
  order: { by: 'updatedAt', direction: 'desc' },
  list: {
    view: 'cards',
    fields: ['name', 'sector', 'description'],
    badge: 'adoptionLevel',
    time: 'updatedAt',
  },
});
