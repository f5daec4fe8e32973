import type { ComponentType } from 'react';
import { resourceText, type AnyResource } from '../contract/index.ts';
import { deleteDialogFor } from '../forms/DeleteRecordDialog.tsx';
import { formModalFor } from '../forms/RecordFormModal.tsx';
import type { ListFilters } from '../lists/useListFilters.ts';
import { listPages } from '../server-state/list-pages.ts';
import { ChoiceFilter } from './ChoiceFilter.tsx';
import {
  csvOf,
  deleteActions,
  editableResource,
  filterFields,
  sortSpec,
  type AnyRecord,
  type FieldOverride,
} from './from-definition.ts';
import type { ListResource, ListViewProps, RecordDialogsProps } from './list-resource.ts';
import { ResourceListPage } from './ResourceListPage.tsx';
import { SearchField } from './SearchField.tsx';
import { badgeColumn, findEditButton, listColumns, type Cell } from './views/columns.tsx';
import { RecordCard, RecordCards, type CardProps } from './views/RecordCards.tsx';
import { RecordStack } from './views/RecordStack.tsx';
import { RecordTable } from './views/RecordTable.tsx';

/** What a screen changes of the page its definition gives: only where it truly differs. */
export interface ResourcePageOverrides {
  /** A field's cell in the table, the stacked items and the cards (a coloured badge). */
  cells?: Readonly<Record<string, Cell>>;
  /** A form field's extras (the description's live counter). */
  fields?: Readonly<Record<string, FieldOverride>>;
  /** The card of a list shown as cards. */
  Card?: ComponentType<CardProps>;
}

type Filters = ReturnType<typeof filterFields>;

/**
 * A resource's whole section from its contract definition (react-admin's `<Resource>`): the list
 * (table with sortable headers and stacked items on a phone, or cards; virtualised and read in
 * pages), the name search and filters and the order in the URL, the create/edit modal with its exit
 * guard and the 412 merge, the delete confirmation with 'Deshacer', bulk delete, CSV, live updates,
 * banners and the empty state, every text in the noun's gender. A remote's page is then
 * `export default resourcePage(investors)`. Call it at module level: the page reads what it builds
 * on every render.
 */
export function resourcePage(
  definition: AnyResource,
  overrides: ResourcePageOverrides = {},
): ComponentType {
  const text = resourceText(definition);
  const editable = editableResource(definition, overrides.fields);
  const columns = listColumns(definition, overrides.cells);
  const badge = badgeColumn(definition, overrides.cells);
  const filters = filterFields(definition);
  const { list } = definition;
  const Card = overrides.Card ?? RecordCard;

  function FilterInputs({ filters: state }: { filters: ListFilters<Filters> }) {
    return Object.entries(definition.filters).map(([key, filter]) => {
      const field = definition.fields[key];
      if (!filter || !field) return null;
      if (filter.match === 'contains' || field.type !== 'select') {
        return <SearchField key={key} filters={state} field={key} />;
      }
      return (
        <ChoiceFilter
          key={key}
          filters={state}
          field={key}
          text={{ label: field.label, all: filter.all }}
        >
          {field.options.map((value) => (
            <option key={value} value={value}>
              {field.labels?.[value] ?? value}
            </option>
          ))}
        </ChoiceFilter>
      );
    });
  }

  function View({
    records,
    narrow,
    order,
    onSort,
    onEdit,
    onDelete,
  }: ListViewProps<AnyRecord, string>) {
    const items = { records, columns, label: text.listLabel, onEdit, onDelete };
    if (list.view === 'cards') {
      return (
        <RecordCards
          {...items}
          columnsPerRow={narrow ? 1 : 2}
          Card={Card}
          badge={badge}
          time={list.time}
        />
      );
    }
    if (narrow) return <RecordStack {...items} />;
    return (
      <RecordTable
        {...items}
        order={order}
        onSort={onSort}
        actionsWidth={list.actionsWidth ?? '14.5rem'}
      />
    );
  }

  const FormModal = formModalFor(editable);
  const DeleteDialog = deleteDialogFor(editable, 'record');
  function Dialogs(dialogs: RecordDialogsProps<AnyRecord>) {
    return (
      <>
        <FormModal
          editor={dialogs.editor}
          onClose={dialogs.onClose}
          onSaved={dialogs.onSaved}
          onOutdated={dialogs.onOutdated}
        />
        <DeleteDialog
          record={dialogs.deleting}
          onCancel={dialogs.onCancelDelete}
          onDeleted={dialogs.onDeleted}
          onOutdated={dialogs.onOutdated}
        />
      </>
    );
  }

  const resource: ListResource<AnyRecord, Filters, string> = {
    key: definition.key,
    // A page at a time, sorted and counted by the API.
    loadPage: listPages(`/${definition.key}`),
    filters,
    FilterFields: FilterInputs,
    sort: sortSpec(definition),
    View,
    Dialogs,
    findEditButton,
    text: { ...text, count: text.count },
    csv: csvOf(definition, editable),
    deletes: deleteActions(definition),
  };

  return function ResourcePage() {
    return <ResourceListPage resource={resource} />;
  };
}
