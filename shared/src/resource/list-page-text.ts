import type { ListPageText } from './list-resource.ts';

const countFormat = new Intl.NumberFormat('es-MX');

/**
 * A resource's name as the screens write it, capitalised ('Startup' and 'Startups'), and the
 * product's own sentences for its list, written out exactly as docs/product.md gives them.
 */
export interface ResourceNoun extends Pick<ListPageText, 'title' | 'create' | 'empty'> {
  one: string;
  many: string;
}

/** A list page's words: the product's sentences as given, the rest from the resource's name. */
export function listPageText({ one, many, title, create, empty }: ResourceNoun): ListPageText {
  const lowerOne = one.toLocaleLowerCase('es');
  const lowerMany = many.toLocaleLowerCase('es');
  return {
    title,
    filterRegion: `Filtros de ${lowerMany}`,
    create,
    loading: `Cargando ${lowerMany}…`,
    empty,
    // 'Ninguna': both nouns are feminine (la startup, la tecnología).
    noMatch: `Ninguna ${lowerOne} coincide con los filtros.`,
    count: (count) => `${countFormat.format(count)} ${count === 1 ? lowerOne : lowerMany}`,
    sortLabel: 'Ordenar por',
    defaultOrder: 'Más recientes primero',
  };
}
