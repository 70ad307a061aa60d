import { adminSubscribersApi } from './admin-subscribers';
import type { Endpoint } from './endpoint';

/** Every declared endpoint; a test checks that the server registers no /api route beyond these. */
export const ALL_ENDPOINTS: Endpoint[] = [...Object.values(adminSubscribersApi)];
