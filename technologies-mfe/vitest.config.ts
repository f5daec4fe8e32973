import { remoteVitestConfig } from '../shared/testing/remote-vitest-config.ts';

export default remoteVitestConfig('technologies-mfe');
