import { formModalFor, type OpenedForm, type Startup } from '@sistema/shared';
import { STARTUP_RESOURCE } from '../startup-resource.ts';

/** What the form modal is doing: closed, creating, or editing one startup. */
export type StartupEditor = OpenedForm<Startup>;

/** 'Nueva Startup' / 'Editar Startup': `<StartupFormModal editor onClose onSaved onOutdated />`. */
export const StartupFormModal = formModalFor(STARTUP_RESOURCE);
