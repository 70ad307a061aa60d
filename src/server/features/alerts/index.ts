/** What other features take from the signal alerts: how old a position change may be and still be news (the ledger). */
export { ALERT_MAX_AGE_DAYS } from './changes';
