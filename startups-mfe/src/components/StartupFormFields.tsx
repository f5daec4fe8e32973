import {
  bindField,
  Field,
  FUNDING_STEP,
  localToday,
  NAME_MAX_LENGTH,
  STARTUP_CATEGORIES,
  type FormFieldsProps,
} from '@sistema/shared';
import type { StartupFormValues } from '../hooks/useStartupForm.ts';
import { FORM_TEXT } from '../messages.ts';

export type StartupFormFieldsProps = FormFieldsProps<StartupFormValues>;

/** The five inputs of SPEC.md §3, each with its label and its error under it. */
export function StartupFormFields(form: StartupFormFieldsProps) {
  const { errors } = form;
  const bind = (field: keyof StartupFormValues) => bindField(form, field);

  return (
    <>
      <Field name="name" label={FORM_TEXT.nameLabel} error={errors.name}>
        {(control) => (
          <input {...control} {...bind('name')} type="text" maxLength={NAME_MAX_LENGTH} />
        )}
      </Field>
      <Field name="foundedAt" label={FORM_TEXT.foundedAtLabel} error={errors.foundedAt}>
        {(control) => <input {...control} {...bind('foundedAt')} type="date" max={localToday()} />}
      </Field>
      <Field name="location" label={FORM_TEXT.locationLabel} error={errors.location}>
        {(control) => (
          <input
            {...control}
            {...bind('location')}
            type="text"
            maxLength={NAME_MAX_LENGTH}
            placeholder={FORM_TEXT.locationPlaceholder}
          />
        )}
      </Field>
      <Field name="category" label={FORM_TEXT.categoryLabel} error={errors.category}>
        {(control) => (
          <select {...control} {...bind('category')}>
            <option value="">{FORM_TEXT.categoryPlaceholder}</option>
            {STARTUP_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="fundingAmount"
        label={FORM_TEXT.fundingAmountLabel}
        error={errors.fundingAmount}
        optional
      >
        {(control) => (
          <input
            {...control}
            {...bind('fundingAmount')}
            type="number"
            step={FUNDING_STEP}
            min={0}
          />
        )}
      </Field>
    </>
  );
}
