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
  localToday,
  startupInputSchema,
  technologyInputSchema,
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
  BrowserRouter,
  Link,
  NavLink,
  NavigationType,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigationType,
} from './router/index.ts';
export { apiClient, setApiBaseUrl } from './api/client.ts';
export { Alert } from './components/Alert.tsx';
export { ACTION_LABELS } from './components/action-labels.ts';
export { DeleteConfirmDialog } from './components/DeleteConfirmDialog.tsx';
export { Spinner } from './components/Spinner.tsx';
export { formatDateOnly, formatDateTime, toDateInputValue } from './format/date.ts';
export { formatUsd } from './format/currency.ts';
export { ThemeToggle } from './theme/ThemeToggle.tsx';
export { StandaloneFrame } from './standalone/StandaloneFrame.tsx';
export { Field } from './forms/Field.tsx';
export { useValidatedForm } from './forms/useValidatedForm.ts';
export { useUrlFilters, nonEmptyFilters } from './lists/useUrlFilters.ts';
export { useResourceList } from './lists/useResourceList.ts';
export { useDebouncedValue } from './lists/useDebouncedValue.ts';
export { FilterBar } from './lists/FilterBar.tsx';
export { ListResults } from './lists/ListResults.tsx';
export { useBanner } from './feedback/useBanner.ts';
export { useSaveRecord } from './api/useSaveRecord.ts';
export { idempotencyHeaders, type CreateOptions } from './api/idempotency.ts';
export { PageBanners } from './feedback/PageBanners.tsx';
export { readListData, UNEXPECTED_LIST_ANSWER } from './api/read-list.ts';
export { useListPage, type Editor } from './lists/useListPage.ts';
export { bindField, type FormFieldsProps } from './forms/bindField.ts';
export { FormModal, useReportDirty } from './forms/FormModal.tsx';
