import {
  csvResource,
  listPages,
  ResourceListPage,
  type ListResource,
  type Startup,
} from '@sistema/shared';
import { StartupDialogs } from './components/StartupDialogs.tsx';
import { STARTUP_FILTERS, StartupFilters } from './components/StartupFilters.tsx';
import { findEditButton } from './components/startup-items.ts';
import { StartupView } from './components/StartupView.tsx';
import { STARTUP_DELETES } from './startup-deletes.ts';
import { LIST_PAGE_TEXT, SORT_OPTION_LABELS } from './messages.ts';
import { STARTUP_RESOURCE } from './startup-resource.ts';
import { SORT_KEYS, startupSortValue, type StartupSortKey } from './startup-sort.ts';

/** The startups list: what differs from every other resource's list page. */
const startups: ListResource<Startup, typeof STARTUP_FILTERS, StartupSortKey> = {
  key: 'startups',
  // A page at a time, sorted and counted by the API: 100,000 startups stay one small answer.
  loadPage: listPages('/startups'),
  filters: STARTUP_FILTERS,
  FilterFields: StartupFilters,
  // The table's headers sort on a wide screen; a phone has the select instead.
  sort: {
    keys: SORT_KEYS,
    valueOf: startupSortValue,
    optionLabels: SORT_OPTION_LABELS,
    selectOn: 'narrow screens',
  },
  View: StartupView,
  Dialogs: StartupDialogs,
  findEditButton,
  deletes: STARTUP_DELETES,
  text: LIST_PAGE_TEXT,
  // The form's columns and labels; files named startups-YYYY-MM-DD.csv.
  csv: csvResource(STARTUP_RESOURCE, { name: 'startups', path: '/startups' }),
};

/** 'Gestión de Startups': the page the remote exposes (default export, for React.lazy). */
export default function StartupsPage() {
  return <ResourceListPage resource={startups} />;
}
