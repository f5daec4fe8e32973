import { ADOPTION_LEVEL_LABELS, type AdoptionLevel } from '@sistema/shared';

/** docs/product.md §3: each level's badge colour (the theme's badge classes meet AA in both themes). */
export const ADOPTION_BADGE_COLOURS: Record<AdoptionLevel, 'green' | 'blue' | 'grey' | 'red'> = {
  emerging: 'green',
  growing: 'blue',
  mature: 'grey',
  declining: 'red',
};

export function AdoptionBadge({ level }: { level: AdoptionLevel }) {
  return (
    <span className={`badge badge--${ADOPTION_BADGE_COLOURS[level]}`} data-level={level}>
      {ADOPTION_LEVEL_LABELS[level]}
    </span>
  );
}
