// The Spanish a new section's tests expect, worked out here from the nouns alone and on purpose
// apart from the kit's own derivation: the generated end-to-end test then checks the kit's texts
// against an independent reading of the same rules (docs/product.md gives them for startups).

/**
 * @typedef {'f' | 'm'} Gender
 * @typedef {{ singular: string, plural: string, gender: Gender }} Nouns  in lower case, as in a
 *   sentence ('inversionista', 'inversionistas')
 */

/** @param {string} word */
export const capitalize = (word) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1);

/**
 * Every text of the spec's screens that depends on the record's nouns.
 * @param {Nouns} nouns
 */
export function sectionTexts({ singular, plural, gender }) {
  const feminine = gender === 'f';
  const One = capitalize(singular);
  const Many = capitalize(plural);
  const ending = feminine ? 'a' : 'o';
  return {
    nav: Many,
    title: `Gestión de ${Many}`,
    createButton: `+ Nuev${ending} ${One}`,
    createTitle: `Nuev${ending} ${One}`,
    editTitle: `Editar ${One}`,
    createSubmit: `Crear ${One}`,
    updateSubmit: `Actualizar ${One}`,
    created: `${One} cread${ending} exitosamente`,
    updated: `${One} actualizad${ending} exitosamente`,
    deleted: `${One} eliminad${ending} exitosamente`,
    deleteQuestion: `¿Estás seguro de que deseas eliminar est${feminine ? 'a' : 'e'} ${singular}? Esta acción no se puede deshacer.`,
    empty: `No se encontraron ${plural}. Crea ${feminine ? 'la primera' : 'el primero'}!`,
  };
}
