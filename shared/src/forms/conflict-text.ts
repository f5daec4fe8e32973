import { RECORD_CHANGED_MESSAGE, RECORD_GONE_MESSAGE } from '../api/conditional-write.ts';

// What a user reads when a record changed or vanished while they had it open, and
// how two people's edits of one record are merged field by field.

export const CONFLICT_TEXT = {
  changed: RECORD_CHANGED_MESSAGE,
  taken:
    'Otra persona cambió estos campos; sus valores ya están en tu formulario y tus cambios se conservan:',
  conflicting: 'Tú y otra persona cambiaron estos campos; elige qué valores guardar:',
  mine: 'Tu valor',
  theirs: 'Valor actual',
  sameValues: 'Sus campos siguen con los valores con los que lo abriste.',
  keepMine: 'Guardar mis valores sobre la nueva versión',
  takeCurrent: 'Usar los valores actuales',
  deleteChanged:
    'Otra persona modificó este registro después de que lo abriste. Así está ahora; ¿lo eliminas de todos modos?',
  gone: RECORD_GONE_MESSAGE,
  empty: '(vacío)',
} as const;
