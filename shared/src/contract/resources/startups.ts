import { defineResource, nameField } from './define-resource.ts';

/** Startups (docs/product.md §3): newest first, searched by name, filtered by category. */
export const startups = defineResource({
  key: 'startups',
  noun: { singular: 'startup', plural: 'startups', gender: 'f' },
  fields: {
    name: nameField,
    foundedAt: {
      type: 'date',
      label: 'Fecha de fundación',
      short: 'Fundación',
      gender: 'f',
      // An earlier day is almost surely a mistyped year (0202 for 2020).
      min: '1800-01-01',
      notInFuture: true,
    },
    location: { type: 'text', label: 'Ubicación', gender: 'f', placeholder: 'Ciudad, País' },
    category: {
      type: 'select',
      label: 'Categoría',
      gender: 'f',
      options: [
        'AI/ML',
        'FinTech',
        'HealthTech',
        'EdTech',
        'CleanTech',
        'E-commerce',
        'SaaS',
        'IoT',
        'Blockchain',
        'Other',
      ],
    },
    fundingAmount: {
      type: 'number',
      label: 'Monto de inversión (USD)',
      noun: 'monto de inversión',
      short: 'Inversión',
      gender: 'm',
      optional: true,
      min: 0,
      // One trillion USD: above any funding ever raised, and still exact to the cent in a
      // JavaScript number; a larger value is surely a typing error.
      max: 1_000_000_000_000,
      step: 1000,
      currency: 'USD',
      // docs/product.md §5: an empty amount is sent as 0.
      emptyValue: 0,
    },
  },
  filters: {
    name: { match: 'contains' },
    category: { match: 'equals', all: 'Todas las categorías' },
  },
  sorts: { name: {}, foundedAt: {}, location: {}, category: {}, fundingAmount: {} },
  order: { by: 'createdAt', direction: 'desc' },
  // The date, the category badge, the amount and the buttons get the room their longest value
  // needs ('E-commerce', 'USD 999,999,999', the checkbox beside the buttons); name and place share
  // the rest and wrap.
  list: {
    view: 'table',
    columns: [
      'name',
      { field: 'foundedAt', width: '9.5rem' },
      { field: 'location', wrap: true },
      { field: 'category', width: '9.5rem' },
      { field: 'fundingAmount', width: '11rem' },
    ],
    actionsWidth: '14.5rem',
  },
});
