import {
  ADOPTION_LEVEL_LABELS,
  describeRecord,
  type AdoptionLevel,
  type RecordField,
  type Technology,
} from '@sistema/shared';
import { valuesFromTechnology, type TechnologyFormValues } from './hooks/useTechnologyForm.ts';
import { FORM_TEXT } from './messages.ts';

/** The form's fields with their labels, as a conflict or the delete dialog lists them. */
export const TECHNOLOGY_FIELDS: RecordField<TechnologyFormValues>[] = [
  { key: 'name', label: FORM_TEXT.nameLabel },
  { key: 'sector', label: FORM_TEXT.sectorLabel },
  {
    key: 'adoptionLevel',
    label: FORM_TEXT.adoptionLevelLabel,
    display: (level) =>
      Object.hasOwn(ADOPTION_LEVEL_LABELS, level)
        ? ADOPTION_LEVEL_LABELS[level as AdoptionLevel]
        : level,
  },
  { key: 'description', label: FORM_TEXT.descriptionLabel },
];

/** A technology's fields, labelled: what the delete dialog shows when it changed meanwhile. */
export const describeTechnology = (technology: Technology) =>
  describeRecord(TECHNOLOGY_FIELDS, valuesFromTechnology(technology));
