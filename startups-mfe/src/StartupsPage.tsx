import { resourcePage, startups } from '@sistema/shared';

/** 'Gestión de Startups': the page the remote exposes, the kit's page for its resource. */
export default resourcePage(startups);
