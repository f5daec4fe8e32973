// What a user reads when a record changed or vanished while they had it open (issue 15).

export const CONFLICT_TEXT = {
  changed: 'Otra persona modificó este registro mientras lo tenías abierto.',
  changedFields: 'Estos campos tienen ahora otro valor:',
  sameValues: 'Sus campos siguen con los valores con los que lo abriste.',
  keepMine: 'Guardar mis valores sobre la nueva versión',
  takeCurrent: 'Usar los valores actuales',
  deleteChanged:
    'Otra persona modificó este registro después de que lo abriste. Así está ahora; ¿lo eliminas de todos modos?',
  gone: 'Este registro ya no existe: otra persona lo eliminó. La lista se ha actualizado.',
  empty: '(vacío)',
} as const;
