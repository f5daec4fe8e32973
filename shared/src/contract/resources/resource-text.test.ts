import { describe, expect, test } from 'vitest';
import { defineResource } from './define-resource.ts';
import {
  fieldMessages,
  resourceText,
  searchTooLong,
  selectPlaceholder,
  sortOptionLabels,
} from './resource-text.ts';
import { startups } from './startups.ts';
import { technologies } from './technologies.ts';

// The smallest definition a new resource needs: one required text field.
const investors = defineResource({
  key: 'investors',
  noun: { singular: 'inversionista', plural: 'inversionistas', gender: 'm' },
  fields: { name: { type: 'text', label: 'Nombre', gender: 'm' } },
  filters: { name: { match: 'contains' } },
  sorts: { name: {} },
  order: { by: 'createdAt', direction: 'desc' },
  list: { view: 'table', columns: ['name'] },
});

describe('the texts derived from a resource are the product’s, character for character', () => {
  test('startups', () => {
    const text = resourceText(startups);
    expect(text).toMatchObject({
      title: 'Gestión de Startups',
      create: '+ Nueva Startup',
      createTitle: 'Nueva Startup',
      editTitle: 'Editar Startup',
      createButton: 'Crear Startup',
      updateButton: 'Actualizar Startup',
      created: 'Startup creada exitosamente',
      updated: 'Startup actualizada exitosamente',
      deleted: 'Startup eliminada exitosamente',
      notFound: 'Startup no encontrada',
      changed:
        'Otra persona modificó esta startup después de que la abriste. Revisa su versión actual.',
      deleteQuestion:
        '¿Estás seguro de que deseas eliminar esta startup? Esta acción no se puede deshacer.',
      empty: 'No se encontraron startups. Crea la primera!',
      filterRegion: 'Filtros de startups',
      loading: 'Cargando startups…',
      noMatch: 'Ninguna startup coincide con los filtros.',
      sortLabel: 'Ordenar por',
      defaultOrder: 'Más recientes primero',
      listLabel: 'Lista de startups',
      tag: 'Startups',
      withArticle: 'una startup',
      listSummary: 'Lista las startups, de la más reciente a la más antigua',
    });
    expect(text.count(1)).toBe('1 startup');
    expect(text.count(1234)).toBe('1,234 startups');
    expect(text.fileName('2026-11-25')).toBe('startups-2026-11-25.csv');
    expect(text.bulk.selectAll).toBe('Seleccionar todas');
    expect(text.bulk.deleteSelected(2)).toBe('Eliminar seleccionadas (2)');
    expect(text.bulk.question(2)).toBe('¿Eliminar 2 startups?');
    expect(text.bulk.deleted(1)).toBe('Startup eliminada exitosamente');
    expect(text.bulk.deleted(3)).toBe('3 startups eliminadas exitosamente');
    expect(text.bulk.partialFailure(1, 3)).toBe('No se pudieron eliminar 1 de 3 startups:');
    expect(text.bulk.undoLine(1)).toBe('Puedes deshacer la eliminación.');
    expect(text.bulk.undoLine(2)).toBe('Puedes deshacer la eliminación de 2 startups.');
    expect(sortOptionLabels(startups)).toEqual({
      name: ['Nombre (A–Z)', 'Nombre (Z–A)'],
      foundedAt: ['Fundación (más antigua primero)', 'Fundación (más reciente primero)'],
      location: ['Ubicación (A–Z)', 'Ubicación (Z–A)'],
      category: ['Categoría (A–Z)', 'Categoría (Z–A)'],
      fundingAmount: ['Inversión (menor a mayor)', 'Inversión (mayor a menor)'],
    });
  });

  test('technologies', () => {
    const text = resourceText(technologies);
    expect(text).toMatchObject({
      title: 'Gestión de Tecnologías',
      create: '+ Nueva Tecnología',
      createTitle: 'Nueva Tecnología',
      editTitle: 'Editar Tecnología',
      createButton: 'Crear Tecnología',
      updateButton: 'Actualizar Tecnología',
      created: 'Tecnología creada exitosamente',
      updated: 'Tecnología actualizada exitosamente',
      deleted: 'Tecnología eliminada exitosamente',
      notFound: 'Tecnología no encontrada',
      changed:
        'Otra persona modificó esta tecnología después de que la abriste. Revisa su versión actual.',
      deleteQuestion:
        '¿Estás seguro de que deseas eliminar esta tecnología? Esta acción no se puede deshacer.',
      empty: 'No se encontraron tecnologías. Crea la primera!',
      noMatch: 'Ninguna tecnología coincide con los filtros.',
      listLabel: 'Lista de tecnologías',
      tag: 'Tecnologías',
      withArticle: 'una tecnología',
      listSummary: 'Lista las tecnologías, de la actualizada más recientemente a la más antigua',
    });
    expect(text.count(1)).toBe('1 tecnología');
    expect(text.fileName('2026-11-25')).toBe('tecnologias-2026-11-25.csv');
    expect(text.bulk.deleted(2)).toBe('2 tecnologías eliminadas exitosamente');
    expect(sortOptionLabels(technologies)).toEqual({
      name: ['Nombre (A–Z)', 'Nombre (Z–A)'],
      sector: ['Sector (A–Z)', 'Sector (Z–A)'],
      adoptionLevel: [
        'Adopción (de emergente a en declive)',
        'Adopción (de en declive a emergente)',
      ],
      updatedAt: ['Actualización (más antigua primero)', 'Actualización (más reciente primero)'],
    });
  });

  test('a masculine noun agrees everywhere', () => {
    const text = resourceText(investors);
    expect(text).toMatchObject({
      title: 'Gestión de Inversionistas',
      create: '+ Nuevo Inversionista',
      createTitle: 'Nuevo Inversionista',
      editTitle: 'Editar Inversionista',
      createButton: 'Crear Inversionista',
      updateButton: 'Actualizar Inversionista',
      created: 'Inversionista creado exitosamente',
      updated: 'Inversionista actualizado exitosamente',
      deleted: 'Inversionista eliminado exitosamente',
      notFound: 'Inversionista no encontrado',
      changed:
        'Otra persona modificó este inversionista después de que lo abriste. Revisa su versión actual.',
      deleteQuestion:
        '¿Estás seguro de que deseas eliminar este inversionista? Esta acción no se puede deshacer.',
      empty: 'No se encontraron inversionistas. Crea el primero!',
      noMatch: 'Ningún inversionista coincide con los filtros.',
      withArticle: 'un inversionista',
      listSummary: 'Lista los inversionistas, del más reciente al más antiguo',
    });
    expect(text.bulk.selectAll).toBe('Seleccionar todos');
    expect(text.bulk.deleteSelected(2)).toBe('Eliminar seleccionados (2)');
    expect(text.bulk.deleted(3)).toBe('3 inversionistas eliminados exitosamente');
    expect(text.fileName('2026-11-25')).toBe('inversionistas-2026-11-25.csv');
    expect(fieldMessages(investors.fields.name).required).toBe('El nombre es requerido');
  });

  test('a definition may word a text its own way', () => {
    const text = resourceText({ ...investors, text: { empty: 'Aún no hay inversionistas.' } });
    expect(text.empty).toBe('Aún no hay inversionistas.');
    expect(text.title).toBe('Gestión de Inversionistas');
  });
});

test('the fields’ messages are the contract’s', () => {
  const { name, foundedAt, location, category, fundingAmount } = startups.fields;
  expect(fieldMessages(name)).toMatchObject({
    required: 'El nombre es requerido',
    tooLong: 'El nombre no puede exceder 120 caracteres',
  });
  expect(fieldMessages(foundedAt)).toMatchObject({
    required: 'La fecha de fundación es requerida',
    dateFormat: 'Formato de fecha inválido (YYYY-MM-DD)',
    inFuture: 'La fecha de fundación no puede ser posterior a hoy',
    tooEarly: 'La fecha de fundación no puede ser anterior al año 1800',
  });
  expect(fieldMessages(location)).toMatchObject({
    required: 'La ubicación es requerida',
    tooLong: 'La ubicación no puede exceder 120 caracteres',
  });
  expect(fieldMessages(category)).toMatchObject({
    required: 'La categoría es requerida',
    invalid: 'La categoría no es válida',
  });
  expect(fieldMessages(fundingAmount)).toMatchObject({
    notPositive: 'El monto de inversión debe ser un número positivo',
    tooLarge: 'El monto de inversión no puede exceder 1,000,000,000,000 USD',
  });
  const { sector, adoptionLevel, description } = technologies.fields;
  expect(fieldMessages(sector)).toMatchObject({
    required: 'El sector es requerido',
    invalid: 'El sector no es válido',
  });
  expect(fieldMessages(adoptionLevel)).toMatchObject({
    required: 'El nivel de adopción es requerido',
    invalid: 'El nivel de adopción no es válido',
  });
  expect(fieldMessages(description)).toMatchObject({
    tooLong: 'La descripción no puede exceder 500 caracteres',
    notText: 'La descripción debe ser texto',
  });
  expect(searchTooLong(name)).toBe('El filtro de nombre no puede exceder 120 caracteres');
  expect(selectPlaceholder(category)).toBe('Selecciona una categoría');
  expect(selectPlaceholder(sector)).toBe('Selecciona un sector');
  expect(selectPlaceholder(adoptionLevel)).toBe('Selecciona un nivel');
});
