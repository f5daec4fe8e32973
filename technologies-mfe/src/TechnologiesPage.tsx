import {
  csvResource,
  listPages,
  ResourceListPage,
  type ListResource,
  type Technology,
} from '@sistema/shared';
import { findEditButton } from './components/TechnologyCard.tsx';
import { TechnologyDialogs } from './components/TechnologyDialogs.tsx';
import { TECHNOLOGY_FILTERS, TechnologyFilters } from './components/TechnologyFilters.tsx';
import { TechnologyGrid } from './components/TechnologyGrid.tsx';
import { LIST_PAGE_TEXT, SORT_OPTION_LABELS } from './messages.ts';
import { TECHNOLOGY_RESOURCE } from './technology-resource.tsx';
import { TECHNOLOGY_DELETES } from './technology-deletes.ts';
import { SORT_KEYS, technologySortValue, type TechnologySortKey } from './technology-sort.ts';

/** The technologies list, described for the kit: it builds the page from this. */
const technologies: ListResource<Technology, typeof TECHNOLOGY_FILTERS, TechnologySortKey> = {
  key: 'technologies',
  text: LIST_PAGE_TEXT,
  filters: TECHNOLOGY_FILTERS,
  FilterFields: TechnologyFilters,
  // A page at a time, sorted and counted by the API.
  loadPage: listPages('/technologies'),
  View: TechnologyGrid,
  // Cards have no headers to click: the select sorts on every screen.
  sort: {
    selectOn: 'every screen',
    keys: SORT_KEYS,
    optionLabels: SORT_OPTION_LABELS,
    valueOf: technologySortValue,
  },
  Dialogs: TechnologyDialogs,
  findEditButton,
  // The form's columns and labels; files named tecnologias-YYYY-MM-DD.csv.
  csv: csvResource(TECHNOLOGY_RESOURCE, { name: 'tecnologias', path: '/technologies' }),
  deletes: TECHNOLOGY_DELETES,
};

/** 'Gestión de Tecnologías': the page the remote exposes (default export, for React.lazy). */
export default function TechnologiesPage() {
  return <ResourceListPage resource={technologies} />;
}
