/**
 * Old bars (a CSV file that ends years ago) are history, not news: a signal change on a bar older than
 * this is neither alerted nor published to the ledger as new. Alerts and the ledger read the same window.
 */
export const ALERT_MAX_AGE_DAYS = 5;
