import {
  ADOPTION_LEVEL_LABELS,
  ADOPTION_LEVELS,
  DESCRIPTION_MAX_LENGTH,
  graphemeLength,
  NAME_MAX_LENGTH,
  recordWrites,
  SUCCESS_MESSAGES,
  TECHNOLOGY_SECTORS,
  type EditableResource,
  type Technology,
  type TechnologyInput,
  type TechnologySavedAnswer,
} from '@sistema/shared';
import { DescriptionCounter, DescriptionLeftAnnouncer } from './components/DescriptionCounter.tsx';
import { FORM_TEXT } from './messages.ts';
import { TECHNOLOGY_VALUES, type TechnologyFormValues } from './technology-values.ts';

/** Technologies as the form modal and the delete dialog of @sistema/shared edit them. */
export const TECHNOLOGY_RESOURCE: EditableResource<
  Technology,
  TechnologyFormValues,
  TechnologyInput
> = {
  ...TECHNOLOGY_VALUES,
  // The four inputs of the technology form (docs/product.md), in their order.
  fields: [
    {
      key: 'name',
      label: FORM_TEXT.nameLabel,
      input: { type: 'text', maxLength: NAME_MAX_LENGTH },
    },
    {
      key: 'sector',
      label: FORM_TEXT.sectorLabel,
      // Sectors show as their values; adoption levels send their value and show their label.
      input: {
        type: 'select',
        placeholder: FORM_TEXT.sectorPlaceholder,
        options: TECHNOLOGY_SECTORS.map((sector) => ({ value: sector, label: sector })),
      },
    },
    {
      key: 'adoptionLevel',
      label: FORM_TEXT.adoptionLevelLabel,
      input: {
        type: 'select',
        placeholder: FORM_TEXT.adoptionLevelPlaceholder,
        options: ADOPTION_LEVELS.map((level) => ({
          value: level,
          label: ADOPTION_LEVEL_LABELS[level],
        })),
      },
    },
    {
      key: 'description',
      label: FORM_TEXT.descriptionLabel,
      // Typing and pasting stop at 500 whole characters; the schema still checks on submit.
      input: { type: 'textarea', rows: 4, maxLength: DESCRIPTION_MAX_LENGTH },
      // The counter is the field's hint, so a screen reader reads it with the textarea; the
      // announcer stays outside it, so it is not read on every key.
      // Characters as a person counts them, like the contract's schema and the cap.
      hint: (value) => (
        <DescriptionCounter length={graphemeLength(value)} max={DESCRIPTION_MAX_LENGTH} />
      ),
      after: (value) => (
        <DescriptionLeftAnnouncer length={graphemeLength(value)} max={DESCRIPTION_MAX_LENGTH} />
      ),
    },
  ],
  queryKey: ['technologies'],
  messages: {
    deleted: SUCCESS_MESSAGES.technologyDeleted,
    created: SUCCESS_MESSAGES.technologyCreated,
    updated: SUCCESS_MESSAGES.technologyUpdated,
  },
  text: FORM_TEXT,
  ...recordWrites<Technology, TechnologyInput, TechnologySavedAnswer>('/technologies'),
};
