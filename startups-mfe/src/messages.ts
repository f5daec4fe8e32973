// The screen's Spanish strings, all derived from the startups' definition in the contract (its noun,
// fields, filters and sorts): nothing here is retyped.
import {
  ACTION_LABELS,
  choiceFilterText,
  resourceText,
  selectPlaceholder,
  sortOptionLabels,
  startups,
  type ResourceText,
} from '@sistema/shared';
import type { StartupSortKey } from './startup-sort.ts';

const text: ResourceText = resourceText(startups);
const { fields } = startups;

/** The list page's words: 'Gestión de Startups', '+ Nueva Startup', the count, the empty text… */
export const LIST_PAGE_TEXT = text;

export const PAGE_TEXT = {
  tableCaption: text.listLabel,
} as const;

/** Each select filter's label and its first option, which filters nothing. */
export const FILTER_TEXT = {
  category: choiceFilterText(startups, 'category'),
} as const;

export const COLUMN_HEADERS = {
  name: fields.name.label,
  foundedAt: fields.foundedAt.short,
  location: fields.location.label,
  category: fields.category.label,
  fundingAmount: fields.fundingAmount.short,
  actions: ACTION_LABELS.actions,
} as const;

/** The sort select's choices: each sortable column, ascending then descending. */
export const SORT_OPTION_LABELS = sortOptionLabels<StartupSortKey>(startups);

/** A row's buttons: the words of every screen's record actions. */
export const ROW_ACTIONS = ACTION_LABELS;

export const FORM_TEXT = {
  ...text,
  nameLabel: fields.name.label,
  foundedAtLabel: fields.foundedAt.label,
  locationLabel: fields.location.label,
  locationPlaceholder: fields.location.placeholder,
  categoryLabel: fields.category.label,
  categoryPlaceholder: selectPlaceholder(fields.category),
  fundingAmountLabel: fields.fundingAmount.label,
} as const;

/** Selecting, deleting together and 'Deshacer' (the kit's words for this record type). */
export const BULK_TEXT = text.bulk;
