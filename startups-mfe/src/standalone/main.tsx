import '@sistema/shared/theme.css';
import { mountStandalone } from '@sistema/shared';
import StartupsPage from '../StartupsPage.tsx';

// The remote on its own dev server, without the shell.
mountStandalone(StartupsPage, 'Startups');
