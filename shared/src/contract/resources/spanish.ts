import type { Gender } from './define-resource.ts';

// The few words of Spanish grammar the derived texts need: articles, demonstratives and the
// endings that agree with a noun's gender.

const WORDS = {
  f: { the: 'la', a: 'una', this: 'esta', none: 'Ninguna', new: 'Nueva', it: 'la', o: 'a' },
  m: { the: 'el', a: 'un', this: 'este', none: 'Ningún', new: 'Nuevo', it: 'lo', o: 'o' },
} as const;

export const words = (gender: Gender) => WORDS[gender];

/** 'creada' / 'creado': a participle or adjective ending in -o that agrees with the noun. */
export const agree = (stem: string, gender: Gender, plural = false) =>
  `${stem}${WORDS[gender].o}${plural ? 's' : ''}`;

/** 'todas' / 'todos'. */
export const all = (gender: Gender) => (gender === 'f' ? 'todas' : 'todos');

export const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** 'tecnologías' → 'tecnologias': a file name without accents. */
export const withoutAccents = (text: string) =>
  text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
