import { deleteDialogFor } from '@sistema/shared';
import { STARTUP_RESOURCE } from '../startup-resource.ts';

/** 'Confirmar Eliminación' for a startup: `<DeleteStartupDialog startup onCancel onDeleted onOutdated />`. */
export const DeleteStartupDialog = deleteDialogFor(STARTUP_RESOURCE, 'startup');
