import { ADOPTION_LEVEL_LABELS, ADOPTION_LEVELS, TECHNOLOGY_SECTORS } from '@sistema/shared';

// The options of the sector and adoption-level selects, used by the filters and by the form.

/** Sectors show as their values (docs/product.md §3). */
export function SectorOptions() {
  return TECHNOLOGY_SECTORS.map((sector) => (
    <option key={sector} value={sector}>
      {sector}
    </option>
  ));
}

/** Adoption levels send their value and show their Spanish label. */
export function AdoptionLevelOptions() {
  return ADOPTION_LEVELS.map((level) => (
    <option key={level} value={level}>
      {ADOPTION_LEVEL_LABELS[level]}
    </option>
  ));
}
