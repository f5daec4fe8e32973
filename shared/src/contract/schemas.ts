import { z } from './zod.ts';
import { DATE_ONLY_PATTERN, FOUNDED_AT_MIN, isCalendarDate, latestTodayOnEarth } from './dates.ts';
import { ADOPTION_LEVELS, STARTUP_CATEGORIES, TECHNOLOGY_SECTORS } from './enums.ts';
import { VALIDATION_MESSAGES as V } from './messages.ts';
import { pageParams, STARTUP_SORT_KEYS, TECHNOLOGY_SORT_KEYS } from './list-pages.ts';
import { graphemeLength, isWellFormedText } from './text-length.ts';

// One set of schemas validates the forms in the browser and the bodies on the server, so a user
// reads the same Spanish sentence whichever side rejects the input.

export const NAME_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 500;
export const FUNDING_STEP = 1000;
/**
 * One trillion USD: above any funding ever raised, and amounts up to it stay exact to the cent in
 * a JavaScript number (2^53 / 100 ≈ 9·10^13). A larger value is surely a typing error, and it
 * would push the table's last column off screen.
 */
export const FUNDING_MAX = 1_000_000_000_000;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * False for text holding U+0000, which PostgreSQL cannot store or compare, or half of a surrogate
 * pair (text-length.ts), which is no character at all.
 */
const isStorableText = (text: string) => !text.includes('\u0000') && isWellFormedText(text);

/**
 * At most `max` characters as a person counts them (text-length.ts), not UTF-16 code units. A
 * character is at least one code unit, so a text no longer than `max` units is never segmented
 * (segmenting was 3 % of the API's CPU on a create).
 */
const atMost = (max: number) => (text: string) => text.length <= max || graphemeLength(text) <= max;

// Spaces and invisible characters (zero-width space and joiners, word joiner, BOM, soft hyphen:
// Unicode's "format" characters) at either end: a text made only of them is empty.
const BLANK_EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
const trimBlank = (text: string) => text.replace(BLANK_EDGES, '');

/**
 * The limit as the API's OpenAPI document states it. JSON Schema counts code points, and a
 * character is at least one: any text the document allows, the check above allows too.
 */
const documentedMaxLength = (max: number) => ({ maxLength: max });

/** A required text of at most 120 characters, without blank or invisible characters at its ends. */
const requiredText = (required: string, tooLong: string) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? required : V.wrongType) })
    .overwrite(trimBlank)
    .min(1, required)
    .refine(atMost(NAME_MAX_LENGTH), tooLong)
    .refine(isStorableText, V.forbiddenCharacter)
    .meta(documentedMaxLength(NAME_MAX_LENGTH));

/** One of a closed set of values: a missing one is "required", any other is "not valid". */
const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  invalid: string,
) => z.enum(values, { error: (issue) => (isMissing(issue.input) ? required : invalid) });

export const startupInputSchema = z.object({
  name: requiredText(V.nameRequired, V.nameTooLong),
  foundedAt: z
    .string({
      error: (issue) => (isMissing(issue.input) ? V.foundedAtRequired : V.foundedAtFormat),
    })
    .min(1, V.foundedAtRequired)
    .regex(DATE_ONLY_PATTERN, V.foundedAtFormat)
    .refine(isCalendarDate, V.foundedAtFormat)
    .refine((date) => date >= FOUNDED_AT_MIN, V.foundedAtTooEarly)
    .refine((date) => date <= latestTodayOnEarth(), V.foundedAtInFuture)
    .meta({ format: 'date' }),
  location: requiredText(V.locationRequired, V.locationTooLong),
  category: oneOf(STARTUP_CATEGORIES, V.categoryRequired, V.categoryInvalid),
  fundingAmount: z
    .number({ error: V.fundingAmountInvalid })
    .min(0, V.fundingAmountInvalid)
    .max(FUNDING_MAX, V.fundingAmountTooLarge)
    .nullable()
    .optional(),
});
export type StartupInput = z.input<typeof startupInputSchema>;

export const technologyInputSchema = z.object({
  name: requiredText(V.nameRequired, V.nameTooLong),
  sector: oneOf(TECHNOLOGY_SECTORS, V.sectorRequired, V.sectorInvalid),
  // Counted and stored trimmed; nothing left (blank or invisible only) is no description.
  description: z
    .string({ error: V.descriptionInvalid })
    .overwrite(trimBlank)
    .refine(atMost(DESCRIPTION_MAX_LENGTH), V.descriptionTooLong)
    .refine(isStorableText, V.forbiddenCharacter)
    .meta(documentedMaxLength(DESCRIPTION_MAX_LENGTH))
    .transform((text) => text || null)
    .nullable()
    .optional(),
  adoptionLevel: oneOf(ADOPTION_LEVELS, V.adoptionLevelRequired, V.adoptionLevelInvalid),
});
export type TechnologyInput = z.input<typeof technologyInputSchema>;

// Query strings: an empty filter means "no filter", as the screens never send one.
const optionalFilter = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** 'Buscar por nombre': a case-insensitive part of the name, on both lists. */
const nameFilter = optionalFilter(
  z
    .string({ error: V.wrongType })
    .refine(atMost(NAME_MAX_LENGTH), V.nameFilterTooLong)
    .refine(isStorableText, V.forbiddenCharacter)
    .meta(documentedMaxLength(NAME_MAX_LENGTH)),
);

export const startupListQuerySchema = z.object({
  name: nameFilter,
  category: optionalFilter(z.enum(STARTUP_CATEGORIES, { error: V.categoryInvalid })),
  ...pageParams(STARTUP_SORT_KEYS),
});
export type StartupListQuery = z.output<typeof startupListQuerySchema>;

export const technologyListQuerySchema = z.object({
  name: nameFilter,
  sector: optionalFilter(z.enum(TECHNOLOGY_SECTORS, { error: V.sectorInvalid })),
  adoptionLevel: optionalFilter(z.enum(ADOPTION_LEVELS, { error: V.adoptionLevelInvalid })),
  ...pageParams(TECHNOLOGY_SORT_KEYS),
});
export type TechnologyListQuery = z.output<typeof technologyListQuerySchema>;

/** The first message for each top-level field: what a form shows under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
