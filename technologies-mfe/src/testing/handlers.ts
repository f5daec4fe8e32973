import { technologies } from '@sistema/shared';
import { fakeResourceApi } from '../../../shared/testing/fake-resource-api.ts';
import { buildTechnology } from './data.ts';

export { API } from '../../../shared/testing/fake-resource-api.ts';
export const { db, record, handlers } = fakeResourceApi(technologies, buildTechnology);
