// @sistema/shared: one copy in the browser, provided by the shell and reused by every remote.
// What the apps import, and nothing else: the rest of src/ is this package's own business.
export {
  ADOPTION_LEVELS,
  ADOPTION_LEVEL_LABELS,
  DESCRIPTION_MAX_LENGTH,
  ERROR_MESSAGES,
  FUNDING_STEP,
  NAME_MAX_LENGTH,
  PROXY_ERROR_MESSAGES,
  STARTUP_CATEGORIES,
  SUCCESS_MESSAGES,
  TECHNOLOGY_SECTORS,
  VALIDATION_MESSAGES,
  fieldErrors,
  graphemeLength,
  sliceGraphemes,
  localToday,
  defineResource,
  resourceText,
  choiceFilterText,
  selectPlaceholder,
  sortOptionLabels,
  RESOURCE_DEFINITIONS,
  startups,
  technologies,
  type AnyResource,
  type ResourceDefinition,
  type ResourceText,
  type AdoptionLevel,
  type Startup,
  type StartupCategory,
  type StartupInput,
  type StartupListQuery,
  type StartupSavedAnswer,
  type Technology,
  type TechnologyInput,
  type TechnologyListQuery,
  type TechnologySavedAnswer,
  type TechnologySector,
} from './contract/index.ts';
export {
  createBrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from './router/index.ts';
export { apiClient, setApiBaseUrl } from './api/client.ts';
// Remotes take the client from here, never from @tanstack/react-query: theirs would be a second
// copy whose context the shell's provider does not fill (decision 008).
export { ServerStateProvider, useQueryClient } from './server-state/query-client.tsx';
export { Alert } from './components/Alert.tsx';
export { ACTION_LABELS } from './components/action-labels.ts';
export { Spinner } from './components/Spinner.tsx';
export { formatDateOnly, formatDateTime, toDateInputValue } from './format/date.ts';
export { formatUsd } from './format/currency.ts';
export { ThemeToggle } from './theme/ThemeToggle.tsx';
export { mountStandalone } from './standalone/mount-standalone.tsx';
export { Field } from './forms/Field.tsx';
export { FILTER_COMMIT_DELAY_MS } from './lists/useUrlFilters.ts';
export { formatSort, type SortOrder, type SortValue } from './lists/sorting.ts';
export { useDebouncedValue } from './lists/useDebouncedValue.ts';
export { useWindowVirtualList } from './lists/useWindowVirtualList.ts';
export { listPages } from './server-state/list-pages.ts';
// A route starts its list's first read beside the page's code; the page joins that request.
export { prefetchFirstPage } from './server-state/list-query.ts';
// The virtualizer travels in this singleton too: a remote's own copy was 10 kB gzip more on its
// first load (docs/performance.md, "JavaScript: federated against single bundle").
export { useVirtualizer } from '@tanstack/react-virtual';
export type { FilterFields, FilterQuery, ListFilters } from './lists/useListFilters.ts';
export { ResourceListPage } from './resource/ResourceListPage.tsx';
export { resourcePage, type ResourcePageOverrides } from './resource/resource-page.tsx';
export type { Cell, Column } from './resource/views/columns.tsx';
export type { CardProps } from './resource/views/RecordCards.tsx';
export type { AnyRecord, FieldOverride } from './resource/from-definition.ts';
export { SearchField } from './resource/SearchField.tsx';
export { ChoiceFilter } from './resource/ChoiceFilter.tsx';
export type {
  ListPageText,
  ListResource,
  ListViewProps,
  RecordDialogsProps,
} from './resource/list-resource.ts';
export { useBanner } from './feedback/useBanner.ts';
export { PageBanners } from './feedback/PageBanners.tsx';
export { recordWrites } from './api/record-writes.ts';
export { readListData, UNEXPECTED_LIST_ANSWER } from './api/read-list.ts';
export { type Editor } from './lists/useListPage.ts';
export type { FieldOption, FormField } from './forms/form-field.ts';
export type { EditableResource } from './forms/resource.ts';
export {
  formModalFor,
  type OpenedForm,
  type RecordFormModalProps,
} from './forms/RecordFormModal.tsx';
export { deleteDialogFor, type DeleteRecordDialogProps } from './forms/DeleteRecordDialog.tsx';
export { CONFLICT_TEXT } from './forms/conflict-text.ts';
export { csvResource, type CsvResource } from './csv/csv-resource.ts';
export type { BulkText } from './selection/bulk-text.ts';
export type { DeleteActions } from './selection/delete-actions.ts';
export { SelectRecordCheckbox } from './selection/SelectionContext.tsx';
