import type { SortValue, Startup } from '@sistema/shared';

/** The sortable columns, as written in the URL (?sort=name, ?sort=-fundingAmount). */
export const SORT_KEYS = ['name', 'foundedAt', 'location', 'category', 'fundingAmount'] as const;
export type StartupSortKey = (typeof SORT_KEYS)[number];

export function startupSortValue(startup: Startup, key: StartupSortKey): SortValue {
  switch (key) {
    case 'name':
      return startup.name;
    case 'foundedAt':
      return startup.founded_at;
    case 'location':
      return startup.location;
    case 'category':
      return startup.category;
    case 'fundingAmount':
      return startup.funding_amount;
  }
}
