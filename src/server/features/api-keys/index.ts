/** What /api/v1 takes from the API keys: the live key behind a request, and its last use. */
export { findLiveKey, touchApiKey } from './repo';
