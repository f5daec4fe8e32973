import { startups } from './resources/startups.ts';
import { technologies } from './resources/technologies.ts';

// The closed value sets of the contract, as their resources define them (docs/product.md §3).
// Categories and sectors are shown as their values; adoption levels have Spanish labels.

export const STARTUP_CATEGORIES = startups.fields.category.options;
export type StartupCategory = (typeof STARTUP_CATEGORIES)[number];

export const TECHNOLOGY_SECTORS = technologies.fields.sector.options;
export type TechnologySector = (typeof TECHNOLOGY_SECTORS)[number];

export const ADOPTION_LEVELS = technologies.fields.adoptionLevel.options;
export type AdoptionLevel = (typeof ADOPTION_LEVELS)[number];

export const ADOPTION_LEVEL_LABELS: Readonly<Record<AdoptionLevel, string>> =
  technologies.fields.adoptionLevel.labels;
