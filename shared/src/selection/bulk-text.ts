/** A list's words for selecting records, deleting them together and undoing a delete. */
export interface BulkText {
  selectAll: string;
  /** A row's or card's checkbox: 'Seleccionar Kavak'. */
  selectRecord: (name: string) => string;
  /** Its visible word on a card (the accessible name above starts with it). */
  selectShort: string;
  deleteSelected: (count: number) => string;
  /** The one confirmation of a bulk delete: '¿Eliminar 2 startups?'. */
  question: (count: number) => string;
  /** The success banner once every selected record is gone. */
  deleted: (count: number) => string;
  /** Some deletes failed: the sentence before each failure's record and reason. */
  partialFailure: (failed: number, total: number) => string;
  /** The undo toast's line after a delete of `count` records. */
  undoLine: (count: number) => string;
  undo: string;
  undoing: string;
  close: string;
}

/**
 * The words for a resource named `one` / `many` ('Startup' / 'Startups'). Both of the product's
 * record types are feminine in Spanish (la startup, la tecnología), hence 'todas', 'eliminadas'.
 * One record deleted keeps the product's own banner (`deletedOne`, docs/product.md §8).
 */
export function bulkText({
  one,
  many,
  deletedOne,
}: {
  one: string;
  many: string;
  deletedOne: string;
}): BulkText {
  const lowerOne = one.toLocaleLowerCase('es');
  const lowerMany = many.toLocaleLowerCase('es');
  const counted = (count: number) => `${String(count)} ${count === 1 ? lowerOne : lowerMany}`;
  return {
    selectAll: 'Seleccionar todas',
    selectRecord: (name) => `Seleccionar ${name}`,
    selectShort: 'Seleccionar',
    deleteSelected: (count) => `Eliminar seleccionadas (${String(count)})`,
    question: (count) => `¿Eliminar ${counted(count)}?`,
    deleted: (count) =>
      count === 1 ? deletedOne : `${String(count)} ${lowerMany} eliminadas exitosamente`,
    partialFailure: (failed, total) =>
      `No se pudieron eliminar ${String(failed)} de ${counted(total)}:`,
    undoLine: (count) =>
      count === 1
        ? 'Puedes deshacer la eliminación.'
        : `Puedes deshacer la eliminación de ${counted(count)}.`,
    undo: 'Deshacer',
    undoing: 'Deshaciendo…',
    close: 'Cerrar',
  };
}
