/** What other features take from the accounts: the per-IP limit of account changes (trials and billing share it). */
export { AUTH_LIMITS } from './limits';
