import { remoteConfig } from '../shared/build/remote-config.ts';
import { PORTS } from '../shared/build/vite-common.ts';

export default remoteConfig({
  name: 'technologies',
  port: PORTS.technologies,
  exposes: { './TechnologiesPage': './src/TechnologiesPage.tsx' },
});
