import {
  bindField,
  DESCRIPTION_MAX_LENGTH,
  Field,
  NAME_MAX_LENGTH,
  type FormFieldsProps,
} from '@sistema/shared';
import type { TechnologyFormValues } from '../hooks/useTechnologyForm.ts';
import { FORM_TEXT } from '../messages.ts';
import { DescriptionCounter, DescriptionLeftAnnouncer } from './DescriptionCounter.tsx';
import { AdoptionLevelOptions, SectorOptions } from './TechnologyOptions.tsx';

export type TechnologyFormFieldsProps = FormFieldsProps<TechnologyFormValues>;

/** The four inputs of SPEC.md §3, each with its label and its error under it. */
export function TechnologyFormFields(form: TechnologyFormFieldsProps) {
  const { values, errors } = form;
  const bind = (field: keyof TechnologyFormValues) => bindField(form, field);

  return (
    <>
      <Field name="name" label={FORM_TEXT.nameLabel} error={errors.name}>
        {(control) => (
          <input {...control} {...bind('name')} type="text" maxLength={NAME_MAX_LENGTH} />
        )}
      </Field>
      <Field name="sector" label={FORM_TEXT.sectorLabel} error={errors.sector}>
        {(control) => (
          <select {...control} {...bind('sector')}>
            <option value="">{FORM_TEXT.sectorPlaceholder}</option>
            <SectorOptions />
          </select>
        )}
      </Field>
      <Field name="adoptionLevel" label={FORM_TEXT.adoptionLevelLabel} error={errors.adoptionLevel}>
        {(control) => (
          <select {...control} {...bind('adoptionLevel')}>
            <option value="">{FORM_TEXT.adoptionLevelPlaceholder}</option>
            <AdoptionLevelOptions />
          </select>
        )}
      </Field>
      {/* The counter is the field's hint, so a screen reader reads it with the textarea. The
          browser caps typing and pasting at 500; the schema still checks on submit. */}
      <Field
        name="description"
        label={FORM_TEXT.descriptionLabel}
        error={errors.description}
        hint={
          <DescriptionCounter length={values.description.length} max={DESCRIPTION_MAX_LENGTH} />
        }
      >
        {(control) => (
          <textarea
            {...control}
            {...bind('description')}
            rows={4}
            maxLength={DESCRIPTION_MAX_LENGTH}
          />
        )}
      </Field>
      <DescriptionLeftAnnouncer length={values.description.length} max={DESCRIPTION_MAX_LENGTH} />
    </>
  );
}
