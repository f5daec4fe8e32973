/**
 * A list's words for selecting records, deleting them together and undoing a delete: each
 * resource's are derived from its noun (contract/resources/resource-text.ts).
 */
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
