import {
  formatDateOnly,
  formatUsd,
  FUNDING_STEP,
  localToday,
  NAME_MAX_LENGTH,
  recordWrites,
  STARTUP_CATEGORIES,
  SUCCESS_MESSAGES,
  type EditableResource,
  type Startup,
  type StartupInput,
  type StartupSavedAnswer,
} from '@sistema/shared';
import { FORM_TEXT } from './messages.ts';
import { STARTUP_VALUES, type StartupFormValues } from './startup-values.ts';

/** Startups as the form modal and the delete dialog of @sistema/shared edit them. */
export const STARTUP_RESOURCE: EditableResource<Startup, StartupFormValues, StartupInput> = {
  queryKey: ['startups'],
  // The five inputs of the startup form (docs/product.md), in their order.
  fields: [
    {
      key: 'name',
      label: FORM_TEXT.nameLabel,
      input: { type: 'text', maxLength: NAME_MAX_LENGTH },
    },
    {
      key: 'foundedAt',
      label: FORM_TEXT.foundedAtLabel,
      input: { type: 'date', max: localToday },
      display: formatDateOnly,
    },
    {
      key: 'location',
      label: FORM_TEXT.locationLabel,
      input: {
        type: 'text',
        maxLength: NAME_MAX_LENGTH,
        placeholder: FORM_TEXT.locationPlaceholder,
      },
    },
    {
      key: 'category',
      label: FORM_TEXT.categoryLabel,
      input: {
        type: 'select',
        placeholder: FORM_TEXT.categoryPlaceholder,
        options: STARTUP_CATEGORIES.map((category) => ({ value: category, label: category })),
      },
    },
    {
      key: 'fundingAmount',
      label: FORM_TEXT.fundingAmountLabel,
      input: { type: 'number', step: FUNDING_STEP, min: 0 },
      optional: true,
      display: (amount) => formatUsd(Number(amount)),
    },
  ],
  ...STARTUP_VALUES,
  // POST /startups/create, PUT /startups/update/:id, DELETE /startups/delete/:id.
  ...recordWrites<Startup, StartupInput, StartupSavedAnswer>('/startups'),
  text: FORM_TEXT,
  messages: {
    created: SUCCESS_MESSAGES.startupCreated,
    updated: SUCCESS_MESSAGES.startupUpdated,
    deleted: SUCCESS_MESSAGES.startupDeleted,
  },
};
