// The words of the record actions: the same on both screens and in the confirmation dialog.
const EDIT = 'Editar';
const DELETE = 'Eliminar';

export const ACTION_LABELS = {
  edit: EDIT,
  delete: DELETE,
  cancel: 'Cancelar',
  // The table's last column.
  actions: 'Acciones',
  // The accessible name starts with the visible word (WCAG "label in name") and says which record.
  editLabel: (name: string) => `${EDIT} ${name}`,
  deleteLabel: (name: string) => `${DELETE} ${name}`,
} as const;
