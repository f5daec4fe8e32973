import { describe, expect, it } from 'vitest';
import {
  ADOPTION_LEVEL_LABELS,
  ADOPTION_LEVELS,
  IMPORT_MESSAGES,
  resourceSchemas,
  startups,
  technologies,
  type Technology,
  type TechnologyInput,
} from '../contract/index.ts';
import type { EditableResource } from '../forms/resource.ts';
import { csvOf, editableResource } from '../resource/from-definition.ts';
import { csvResource, IMPORT_FILE_MAX_ROWS } from './csv-resource.ts';
import { readCsv, writeCsv } from './csv-text.ts';

type Values = { name: string; adoptionLevel: string; description: string };

// A resource shaped like the technologies form: a text, a select whose labels differ from its
// values, and an optional field.
const resource: EditableResource<Technology, Values, TechnologyInput> = {
  queryKey: ['technologies'],
  fields: [
    { key: 'name', label: 'Nombre', input: { type: 'text', maxLength: 120 } },
    {
      key: 'adoptionLevel',
      label: 'Nivel de adopción',
      input: {
        type: 'select',
        placeholder: 'Selecciona un nivel',
        options: ADOPTION_LEVELS.map((level) => ({
          value: level,
          label: ADOPTION_LEVEL_LABELS[level],
        })),
      },
    },
    {
      key: 'description',
      label: 'Descripción',
      input: { type: 'textarea', rows: 4, maxLength: 500 },
      optional: true,
    },
  ],
  schema: resourceSchemas(technologies).input,
  emptyValues: { name: '', adoptionLevel: '', description: '' },
  toValues: (technology) => ({
    name: technology.name,
    adoptionLevel: technology.adoption_level,
    description: technology.description ?? '',
  }),
  toInput: (values) => ({
    name: values.name.trim(),
    sector: 'Energy',
    adoptionLevel: values.adoptionLevel as TechnologyInput['adoptionLevel'],
    description: values.description.trim() === '' ? null : values.description,
  }),
  create: () => Promise.resolve(),
  update: () => Promise.resolve(),
  remove: () => Promise.resolve(),
  text: { createTitle: '', editTitle: '', createButton: '', updateButton: '', deleteQuestion: '' },
  messages: { created: '', updated: '', deleted: '' },
};

const csv = csvResource(resource, { name: 'tecnologias', path: '/technologies' });

const technology = (overrides: Partial<Technology>): Technology => ({
  id: 1,
  name: 'Energía eólica',
  sector: 'Energy',
  description: null,
  adoption_level: 'growing',
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('csvResource', () => {
  it('names the file after the resource and the day', () => {
    expect(csv.fileName('2026-11-25')).toBe('tecnologias-2026-11-25.csv');
  });

  it('exports the form’s Spanish labels as headers and each select as its label', () => {
    expect(
      csv.table([technology({}), technology({ name: '=CMD()', description: 'Dice "hola"' })]),
    ).toEqual([
      ['Nombre', 'Nivel de adopción', 'Descripción'],
      ['Energía eólica', 'En Crecimiento', ''],
      ['=CMD()', 'En Crecimiento', 'Dice "hola"'],
    ]);
  });

  it('reads its own export back into the same create bodies', () => {
    const file = writeCsv(csv.table([technology({ name: '=CMD()', description: 'Sí, "ya"' })]));
    const preview = csv.preview(readCsv(file));
    expect(preview).toEqual({
      columns: [
        { header: 'Nombre', label: 'Nombre' },
        { header: 'Nivel de adopción', label: 'Nivel de adopción' },
        { header: 'Descripción', label: 'Descripción' },
      ],
      ignored: [],
      rows: [
        {
          row: 2,
          name: '=CMD()',
          errors: [],
          input: {
            name: '=CMD()',
            sector: 'Energy',
            adoptionLevel: 'growing',
            description: 'Sí, "ya"',
          },
        },
      ],
    });
  });

  it('lists each row’s Spanish errors by field label, columns in any order, values or labels', () => {
    const preview = csv.preview([
      ['descripción', ' NOMBRE ', 'adoptionLevel'],
      ['', 'Solar', 'mature'],
      ['x'.repeat(501), '', 'Legendario'],
      ['', 'Hidrógeno', 'en declive'],
    ]);
    expect('rows' in preview && preview.rows.map(({ row, errors }) => ({ row, errors }))).toEqual([
      { row: 2, errors: [] },
      {
        row: 3,
        errors: [
          { label: 'Nombre', message: 'El nombre es requerido' },
          { label: 'Nivel de adopción', message: 'El nivel de adopción no es válido' },
          { label: 'Descripción', message: 'La descripción no puede exceder 500 caracteres' },
        ],
      },
      { row: 4, errors: [] },
    ]);
  });

  it('refuses a file without the required columns or without rows, in Spanish', () => {
    expect(csv.preview([])).toEqual({ error: 'El archivo está vacío' });
    expect(csv.preview([['Nombre', 'Sector']])).toEqual({
      error:
        'Al archivo le faltan columnas: Nivel de adopción. La primera fila debe tener los encabezados.',
    });
    expect(csv.preview([['Nombre', 'Nivel de adopción']])).toEqual({
      error: IMPORT_MESSAGES.noRows,
    });
    const huge = Array.from({ length: IMPORT_FILE_MAX_ROWS + 1 }, () => ['Solar', 'Maduro']);
    expect(csv.preview([['Nombre', 'Nivel de adopción'], ...huge])).toEqual({
      error: 'El archivo tiene más de 5000 filas: divídelo en varios archivos.',
    });
  });
});

// The startups' CSV as the list page builds it from the contract definition.
describe('csvResource of a definition', () => {
  const startupsCsv = csvOf(startups, editableResource(startups));
  const row = ['Kavak', '2016-01-15', 'Ciudad de México, México', 'E-commerce', '1000000'];
  const created = {
    name: 'Kavak',
    foundedAt: '2016-01-15',
    location: 'Ciudad de México, México',
    category: 'E-commerce',
    fundingAmount: 1_000_000,
  };

  it.each([
    [
      'the export’s labels',
      ['Nombre', 'Fecha de fundación', 'Ubicación', 'Categoría', 'Monto de inversión (USD)'],
    ],
    ['the table’s headers', ['Nombre', 'Fundación', 'Ubicación', 'Categoría', 'Inversión']],
    ['the API’s field names', ['name', 'founded_at', 'location', 'category', 'funding_amount']],
    [
      'without accents, in capitals',
      ['NOMBRE', 'FUNDACION', 'UBICACION', 'CATEGORIA', 'INVERSION'],
    ],
  ])('reads a file headed with %s', (_, header) => {
    const preview = startupsCsv.preview([header, row]);
    expect(preview).toMatchObject({ rows: [{ errors: [], input: created }], ignored: [] });
  });

  it('says which column feeds which field, and which it ignores', () => {
    const preview = startupsCsv.preview([
      ['Notas', 'founded_at', 'Nombre', 'Ubicacion', 'CATEGORÍA', ''],
      ['', '2016-01-15', 'Kavak', 'Ciudad de México, México', 'E-commerce', ''],
    ]);
    expect(preview).toMatchObject({
      columns: [
        { header: 'Nombre', label: 'Nombre' },
        { header: 'founded_at', label: 'Fecha de fundación' },
        { header: 'Ubicacion', label: 'Ubicación' },
        { header: 'CATEGORÍA', label: 'Categoría' },
      ],
      ignored: ['Notas'],
      rows: [{ errors: [] }],
    });
  });
});
