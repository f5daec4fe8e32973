import type { ComponentType } from 'react';
import type { Editor } from '../lists/useListPage.ts';
import type { SortOrder } from '../lists/sorting.ts';
import type { FilterFields, FilterQuery, ListFilters } from '../lists/useListFilters.ts';
import type { SortSpec } from '../lists/useListSort.ts';
import type { LoadPage } from '../server-state/list-pages.ts';
import type { CsvResource } from '../csv/csv-resource.ts';
import type { DeleteActions } from '../selection/delete-actions.ts';

/**
 * How the records are shown (a table, stacked items, a grid of cards), given in their order. The
 * page loads the next page itself as their end nears the screen.
 */
export interface ListViewProps<T, K extends string> {
  records: T[];
  /** A phone or a narrow window (< 960 px). */
  narrow: boolean;
  order: SortOrder<K> | null;
  /** A sortable column header's click. */
  onSort: (key: K) => void;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
}

/** The create/edit dialog and the delete confirmation, as the page drives them. */
export interface RecordDialogsProps<T> {
  editor: Editor<T>;
  onClose: () => void;
  onSaved: (message: string) => void;
  deleting: T | null;
  onCancelDelete: () => void;
  /** With the delete's undo token when the API gave one (selection/, undo/). */
  onDeleted: (message: string, restoreToken?: string) => void;
  /** The record changed or went meanwhile: the list loads again. */
  onOutdated: () => void;
}

/** The page's own Spanish texts. */
export interface ListPageText {
  title: string;
  /** The filter card's accessible name ('Filtros de startups'). */
  filterRegion: string;
  /** The create button ('+ Nueva Startup'). */
  create: string;
  loading: string;
  empty: string;
  /** Filters found nothing ('Ninguna startup coincide con los filtros.'): not the empty text. */
  noMatch: string;
  /** How many the filters found ('12 startups', '1 tecnología'). */
  count: (count: number) => string;
  sortLabel: string;
  /** The sort choice that keeps the API's order. */
  defaultOrder: string;
}

/**
 * One list screen, described: what it loads, how it filters and sorts, how it shows a record and
 * its dialogs, and its words. ResourceListPage turns it into the page (react-admin's resource idea).
 * Define it at module level: the page reads it on every render.
 */
export interface ListResource<T extends { id: number }, S extends FilterFields, K extends string> {
  /** The list's query key's first segment: ['startups', filters]; a mutation invalidates it. */
  key: string;
  /**
   * The list read a page at a time (server-state/list-pages.ts: `listPages('/startups')`), sorted
   * and counted by the server.
   */
  loadPage: LoadPage<T, FilterQuery<S>>;
  filters: S;
  /** The filter inputs; the page puts them in the filter card with 'Limpiar Filtros'. */
  FilterFields: ComponentType<{ filters: ListFilters<S> }>;
  sort: SortSpec<T, K> & {
    optionLabels: Readonly<Record<K, readonly [string, string]>>;
    /** Where the sort select shows: on phones only when the wide view has sortable headers. */
    selectOn: 'every screen' | 'narrow screens';
  };
  View: ComponentType<ListViewProps<T, K>>;
  Dialogs: ComponentType<RecordDialogsProps<T>>;
  /** Finds a record's 'Editar' inside the page again after a reload, to put focus back on it. */
  findEditButton: (container: ParentNode | null, id: number) => HTMLElement | null;
  text: ListPageText;
  /** 'Exportar CSV' and 'Importar CSV' (csvResource): none when absent. */
  csv?: CsvResource<T>;
  /** Checkboxes, 'Eliminar seleccionadas (N)' and 'Deshacer' (selection/, undo/); none without. */
  deletes?: DeleteActions;
}
