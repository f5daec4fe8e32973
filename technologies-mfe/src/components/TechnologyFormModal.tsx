import { formModalFor, type OpenedForm, type Technology } from '@sistema/shared';
import { TECHNOLOGY_RESOURCE } from '../technology-resource.tsx';

// 'Nueva Tecnología' / 'Editar Tecnología', mounted as
// <TechnologyFormModal editor onClose onSaved onOutdated />.
export const TechnologyFormModal = formModalFor(TECHNOLOGY_RESOURCE);

/** Closed, creating, or editing one technology. */
export type TechnologyEditor = OpenedForm<Technology>;
