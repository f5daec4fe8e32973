// @sistema/shared: one copy in the browser, provided by the shell and reused by every remote.
export * from './contract/index.ts';
export * from './router/index.ts';
export { apiClient, setApiBaseUrl, isCancelledRequest, REQUEST_TIMEOUT_MS } from './api/client.ts';
export { getErrorMessage } from './api/error-message.ts';
export { Alert, SUCCESS_ALERT_DURATION_MS, type AlertProps } from './components/Alert.tsx';
export { Modal, MODAL_WIDTHS, type ModalProps, type ModalSize } from './components/Modal.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog.tsx';
export { ACTION_LABELS } from './components/action-labels.ts';
export {
  DeleteConfirmDialog,
  type DeleteConfirmDialogProps,
} from './components/DeleteConfirmDialog.tsx';
export { Spinner } from './components/Spinner.tsx';
export { formatDateOnly, formatDateTime, toDateInputValue, MISSING_VALUE } from './format/date.ts';
export { formatUsd } from './format/currency.ts';
export {
  applyTheme,
  useTheme,
  THEME_STORAGE_KEY,
  DEFAULT_THEME,
  type Theme,
} from './theme/theme.ts';
export { ThemeToggle } from './theme/ThemeToggle.tsx';
export { StandaloneFrame } from './standalone/StandaloneFrame.tsx';
export { Field, type FieldProps, type FieldControlProps } from './forms/Field.tsx';
export { useValidatedForm, type ValidatedForm, type FormValues } from './forms/useValidatedForm.ts';
export {
  useUrlFilters,
  nonEmptyFilters,
  FILTER_COMMIT_DELAY_MS,
  type Filters,
  type FilterKind,
} from './lists/useUrlFilters.ts';
export {
  parseSort,
  formatSort,
  nextSort,
  sortRecords,
  type SortOrder,
  type SortDirection,
  type SortValue,
} from './lists/sorting.ts';
export { ResultCount, type ResultCountProps } from './lists/ResultCount.tsx';
export { useDebouncedValue } from './lists/useDebouncedValue.ts';
export { useResourceList, type ResourceList } from './lists/useResourceList.ts';
export { FilterBar, type FilterBarProps } from './lists/FilterBar.tsx';
export { ListResults, type ListResultsProps } from './lists/ListResults.tsx';
export { useBanner, type Banner } from './feedback/useBanner.ts';
export { useMutation, type Mutation, type MutationResult } from './api/useMutation.ts';
export { useSaveRecord, type SaveRecordCalls } from './api/useSaveRecord.ts';
export { idempotencyHeaders, type CreateOptions } from './api/idempotency.ts';
export { useFocusAfterReload } from './lists/useFocusAfterReload.ts';
export { PageBanners, type PageBannersProps } from './feedback/PageBanners.tsx';
export { readListData, UNEXPECTED_LIST_ANSWER } from './api/read-list.ts';
export { useListPage, type Editor, type ListPageOptions } from './lists/useListPage.ts';
export { bindField, type FormFieldsProps } from './forms/bindField.ts';
export {
  FormModal,
  useReportDirty,
  type FormModalControls,
  type FormModalProps,
} from './forms/FormModal.tsx';
