import {
  columnOf,
  TIME_COLUMNS,
  type AnyResource,
  type FieldDefinition,
  type SortDefinition,
  type TimeField,
} from './define-resource.ts';
import { agree, all, capitalise, withoutAccents, words } from './spanish.ts';

// Every Spanish text of a resource's screens and API answers, from its noun and fields. The
// product's sentences (docs/product.md) come out character for character; resource-text.test.ts
// checks each one, and a masculine noun's.

const countFormat = new Intl.NumberFormat('es-MX');
const amountFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** The default name-field length: a name or a place, as the forms cap them. */
export const TEXT_MAX_LENGTH = 120;

/** The texts of a resource that are one sentence, and which a definition may override. */
function fixedTexts({ noun, order }: AnyResource) {
  const { singular, plural, gender } = noun;
  const w = words(gender);
  const One = capitalise(singular);
  const Many = capitalise(plural);
  // 'de la' / 'del', 'a la' / 'al': the article contracts after a masculine noun.
  const [from, to] = gender === 'f' ? ['de la', 'a la'] : ['del', 'al'];
  const since =
    order.by === 'createdAt'
      ? `${from} más reciente ${to} más ${agree('antigu', gender)}`
      : `${from} ${agree('actualizad', gender)} más recientemente ${to} más ${agree('antigu', gender)}`;
  return {
    /** 'Gestión de Startups': the page's heading. */
    title: `Gestión de ${Many}`,
    /** '+ Nueva Startup': the create button. */
    create: `+ ${w.new} ${One}`,
    createTitle: `${w.new} ${One}`,
    editTitle: `Editar ${One}`,
    createButton: `Crear ${One}`,
    updateButton: `Actualizar ${One}`,
    created: `${One} ${agree('cread', gender)} exitosamente`,
    updated: `${One} ${agree('actualizad', gender)} exitosamente`,
    deleted: `${One} ${agree('eliminad', gender)} exitosamente`,
    notFound: `${One} no ${agree('encontrad', gender)}`,
    changed: `Otra persona modificó ${w.this} ${singular} después de que ${w.it} abriste. Revisa su versión actual.`,
    deleteQuestion: `¿Estás seguro de que deseas eliminar ${w.this} ${singular}? Esta acción no se puede deshacer.`,
    empty: `No se encontraron ${plural}. Crea ${w.the} ${agree('primer', gender)}!`,
    filterRegion: `Filtros de ${plural}`,
    loading: `Cargando ${plural}…`,
    noMatch: `${w.none} ${singular} coincide con los filtros.`,
    sortLabel: 'Ordenar por',
    defaultOrder: 'Más recientes primero',
    /** The table's caption, the stack's and the grid's accessible name. */
    listLabel: `Lista de ${plural}`,
    /** The OpenAPI group of its endpoints. */
    tag: Many,
    /** 'una startup', for the OpenAPI summaries ('Crea una startup'). */
    withArticle: `${w.a} ${singular}`,
    listSummary: `Lista ${gender === 'f' ? 'las' : 'los'} ${plural}, ${since}`,
    selectAll: `Seleccionar ${all(gender)}`,
  };
}

export type ResourceFixedText = ReturnType<typeof fixedTexts>;

/** A resource's texts: the sentences (overridable by its definition) and the counted ones. */
export function resourceText(definition: AnyResource) {
  const { noun, fileName } = definition;
  const { singular, plural, gender } = noun;
  const fixed: ResourceFixedText = { ...fixedTexts(definition), ...definition.text };
  const fileBase = fileName ?? withoutAccents(plural).toLocaleLowerCase('es');
  const counted = (count: number) =>
    `${countFormat.format(count)} ${count === 1 ? singular : plural}`;
  return {
    ...fixed,
    /** '12 startups', '1 tecnología'. */
    count: counted,
    /** The CSV file's name before its day: 'startups', 'tecnologias'. */
    fileBase,
    /** 'startups-2026-11-25.csv'. */
    fileName: (day: string) => `${fileBase}-${day}.csv`,
    bulk: {
      selectAll: fixed.selectAll,
      selectRecord: (name: string) => `Seleccionar ${name}`,
      selectShort: 'Seleccionar',
      deleteSelected: (count: number) =>
        `Eliminar ${agree('seleccionad', gender, true)} (${String(count)})`,
      question: (count: number) => `¿Eliminar ${counted(count)}?`,
      deleted: (count: number) =>
        count === 1
          ? fixed.deleted
          : `${String(count)} ${plural} ${agree('eliminad', gender, true)} exitosamente`,
      partialFailure: (failed: number, total: number) =>
        `No se pudieron eliminar ${String(failed)} de ${counted(total)}:`,
      undoLine: (count: number) =>
        count === 1
          ? 'Puedes deshacer la eliminación.'
          : `Puedes deshacer la eliminación de ${counted(count)}.`,
      undo: 'Deshacer',
      undoing: 'Deshaciendo…',
      close: 'Cerrar',
    },
  };
}

export type ResourceText = ReturnType<typeof resourceText>;

/** The noun a field's messages name: its own, else its label in lower case. */
const fieldNoun = (field: FieldDefinition) => field.noun ?? field.label.toLocaleLowerCase('es');

/**
 * A field's validation messages, as the form and the API both show them: 'El nombre es requerido',
 * 'La descripción no puede exceder 500 caracteres', 'La categoría no es válida'.
 */
export function fieldMessages(field: FieldDefinition) {
  const The = capitalise(words(field.gender).the);
  const subject = `${The} ${fieldNoun(field)}`;
  const maxLength =
    field.type === 'text'
      ? (field.maxLength ?? TEXT_MAX_LENGTH)
      : field.type === 'longText'
        ? field.maxLength
        : 0;
  return {
    required: `${subject} es ${agree('requerid', field.gender)}`,
    tooLong: `${subject} no puede exceder ${String(maxLength)} caracteres`,
    invalid: `${subject} no es ${agree('válid', field.gender)}`,
    notText: `${subject} debe ser texto`,
    dateFormat: 'Formato de fecha inválido (YYYY-MM-DD)',
    inFuture: `${subject} no puede ser posterior a hoy`,
    tooEarly: `${subject} no puede ser anterior al año ${field.type === 'date' ? (field.min ?? '').slice(0, 4) : ''}`,
    notPositive: `${subject} debe ser un número positivo`,
    tooLarge:
      field.type === 'number'
        ? `${subject} no puede exceder ${amountFormat.format(field.max)}${field.currency ? ` ${field.currency}` : ''}`
        : '',
  };
}

/** A select's empty first option: 'Selecciona una categoría', unless the field words its own. */
export const selectPlaceholder = (field: FieldDefinition) =>
  (field.type === 'select' ? field.placeholder : undefined) ??
  `Selecciona ${words(field.gender).a} ${fieldNoun(field)}`;

/** The name search's message: 'El filtro de nombre no puede exceder 120 caracteres'. */
export const searchTooLong = (field: FieldDefinition) =>
  `El filtro de ${fieldNoun(field)} no puede exceder ${String(field.type === 'text' ? (field.maxLength ?? TEXT_MAX_LENGTH) : TEXT_MAX_LENGTH)} caracteres`;

/** The sort's kind of value: words in A–Z order, days, amounts, or a select's own order. */
function sortWords(field: FieldDefinition | undefined, sort: SortDefinition): [string, string] {
  if (sort.options) return [...sort.options];
  if (!field) return ['más antigua primero', 'más reciente primero'];
  if (field.type === 'date') return ['más antigua primero', 'más reciente primero'];
  if (field.type === 'number') return ['menor a mayor', 'mayor a menor'];
  if (field.type === 'select' && sort.byOptions) {
    const label = (value: string) => (field.labels?.[value] ?? value).toLocaleLowerCase('es');
    const first = label(field.options[0]);
    const last = label(field.options[field.options.length - 1] ?? field.options[0]);
    return [`de ${first} a ${last}`, `de ${last} a ${first}`];
  }
  return ['A–Z', 'Z–A'];
}

const TIME_LABELS: Record<TimeField, string> = {
  createdAt: 'Creación',
  updatedAt: 'Actualización',
};

/** The sort select's two choices per sort key: 'Nombre (A–Z)', 'Nombre (Z–A)'. */
export function sortOptionLabels(
  definition: AnyResource,
): Record<string, readonly [string, string]> {
  return Object.fromEntries(
    Object.entries(definition.sorts).map(([key, sort = {}]) => {
      const field = definition.fields[key];
      const label =
        sort.label ?? (field ? (field.short ?? field.label) : TIME_LABELS[key as TimeField]);
      const [up, down] = sortWords(field, sort);
      return [key, [`${label} (${up})`, `${label} (${down})`] as const];
    }),
  );
}

/** The record's name of a sort key (a field's column or a time's). */
export const sortColumn = (definition: AnyResource, key: string) => {
  const field = definition.fields[key];
  return field ? columnOf(key, field) : TIME_COLUMNS[key as TimeField];
};
