/**
 * Delayed means labelled: every delayed table, counter and signal says which day it
 * shows, so a viewer never reads a 15-session-old position as today's.
 */
export const delayedAsOf = (date: string | null) => (date ? `Delayed, as of ${date}` : 'Delayed');

/**
 * What a viewer's signals are: still loading, live, delayed to `asOf` (the newest day shown), or locked (a
 * market the viewer may not see at all: the crypto signals for a visitor).
 */
export interface SignalsFreshness {
  loading: boolean;
  delayed: boolean;
  asOf: string | null;
  locked: boolean;
}
