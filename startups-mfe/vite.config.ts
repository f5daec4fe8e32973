import { remoteConfig } from '../shared/build/remote-config.ts';
import { PORTS } from '../shared/build/vite-common.ts';

export default remoteConfig({
  name: 'startups',
  port: PORTS.startups,
  exposes: { './StartupsPage': './src/StartupsPage.tsx' },
});
