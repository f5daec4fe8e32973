import { describe, expect, it } from 'vitest';
import { incompatibleShares } from './shared-compat.ts';

const shell = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  axios: '1.21.1',
  '@sistema/shared': '1.0.0',
};

describe('incompatibleShares', () => {
  it('accepts a remote built against the same majors, patches and minors included', () => {
    expect(
      incompatibleShares(
        {
          shared: [
            { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0' },
            { name: '@sistema/shared', version: '1.0.1', requiredVersion: '^1.0.0' },
            { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.2.0' },
          ],
        },
        shell,
      ),
    ).toEqual([]);
  });

  it('names a singleton built against another major, or required in another major', () => {
    expect(
      incompatibleShares(
        {
          shared: [
            { name: '@sistema/shared', version: '2.0.0', requiredVersion: '^1.0.0' },
            { name: 'react', version: '19.3.1', requiredVersion: '^20.0.0' },
            { name: 'axios', version: '1.21.1', requiredVersion: '*' },
          ],
        },
        shell,
      ),
    ).toEqual([
      '@sistema/shared 2.0.0 (el shell tiene 1.0.0)',
      'react 19.3.1 (el shell tiene 19.3.1)',
    ]);
  });
});
