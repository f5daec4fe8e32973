import '@sistema/shared/theme.css';
import { mountStandalone } from '@sistema/shared';
import TechnologiesPage from '../TechnologiesPage.tsx';

// The remote on its own dev server, without the shell.
mountStandalone(TechnologiesPage, 'Tecnologías');
