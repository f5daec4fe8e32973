import { ADOPTION_LEVELS, type SortValue, type Technology } from '@sistema/shared';

/** The sortable fields, as written in the URL (?sort=name, ?sort=-updatedAt). */
export const SORT_KEYS = ['name', 'sector', 'adoptionLevel', 'updatedAt'] as const;
export type TechnologySortKey = (typeof SORT_KEYS)[number];

export function technologySortValue(technology: Technology, key: TechnologySortKey): SortValue {
  switch (key) {
    case 'name':
      return technology.name;
    case 'sector':
      return technology.sector;
    // The levels are a life cycle (emerging → declining), not words to put in alphabetical order.
    case 'adoptionLevel':
      return ADOPTION_LEVELS.indexOf(technology.adoption_level);
    // ISO 8601 instants in UTC: their text order is their time order.
    case 'updatedAt':
      return technology.updated_at;
  }
}
