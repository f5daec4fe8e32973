// The closed value sets of the contract, exactly as docs/product.md §3 lists them.
// Categories and sectors are shown as their values; adoption levels have Spanish labels.

export const STARTUP_CATEGORIES = [
  'AI/ML',
  'FinTech',
  'HealthTech',
  'EdTech',
  'CleanTech',
  'E-commerce',
  'SaaS',
  'IoT',
  'Blockchain',
  'Other',
] as const;
export type StartupCategory = (typeof STARTUP_CATEGORIES)[number];

export const TECHNOLOGY_SECTORS = [
  'Computing',
  'FinTech',
  'Healthcare',
  'Education',
  'Energy',
  'Transportation',
  'Telecommunications',
  'Manufacturing',
  'Agriculture',
  'Retail',
  'Entertainment',
  'Other',
] as const;
export type TechnologySector = (typeof TECHNOLOGY_SECTORS)[number];

export const ADOPTION_LEVELS = ['emerging', 'growing', 'mature', 'declining'] as const;
export type AdoptionLevel = (typeof ADOPTION_LEVELS)[number];

export const ADOPTION_LEVEL_LABELS: Record<AdoptionLevel, string> = {
  emerging: 'Emergente',
  growing: 'En Crecimiento',
  mature: 'Maduro',
  declining: 'En Declive',
};
