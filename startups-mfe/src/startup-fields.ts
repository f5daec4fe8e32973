import {
  describeRecord,
  formatDateOnly,
  formatUsd,
  type RecordField,
  type Startup,
} from '@sistema/shared';
import { valuesFromStartup, type StartupFormValues } from './hooks/useStartupForm.ts';
import { FORM_TEXT } from './messages.ts';

/** The form's fields with their labels, as a conflict or the delete dialog lists them. */
export const STARTUP_FIELDS: RecordField<StartupFormValues>[] = [
  { key: 'name', label: FORM_TEXT.nameLabel },
  { key: 'foundedAt', label: FORM_TEXT.foundedAtLabel, display: formatDateOnly },
  { key: 'location', label: FORM_TEXT.locationLabel },
  { key: 'category', label: FORM_TEXT.categoryLabel },
  {
    key: 'fundingAmount',
    label: FORM_TEXT.fundingAmountLabel,
    display: (amount) => formatUsd(Number(amount)),
  },
];

/** A startup's fields, labelled: what the delete dialog shows when it changed meanwhile. */
export const describeStartup = (startup: Startup) =>
  describeRecord(STARTUP_FIELDS, valuesFromStartup(startup));
