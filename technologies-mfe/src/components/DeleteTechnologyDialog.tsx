import { deleteDialogFor } from '@sistema/shared';
import { TECHNOLOGY_RESOURCE } from '../technology-resource.tsx';

/** 'Confirmar Eliminación' for a technology: takes `technology`, onCancel, onDeleted, onOutdated. */
export const DeleteTechnologyDialog = deleteDialogFor(TECHNOLOGY_RESOURCE, 'technology');
