import { z } from 'zod';

export const LINE_BREAK_MESSAGE = 'Line breaks are not allowed here';
const NO_LINE_BREAK = /^[^\r\n\u2028\u2029]*$/;

/**
 * Marks a string field as one line: CR, LF and the Unicode line separators answer 400 (docs/features/hardening.md
 * §6), since names, addresses, subjects, links, codes and passwords would otherwise split mail
 * headers or log lines. Used on request schemas only: an answer never fails on stored text.
 */
export const singleLine = <T extends z.ZodString>(schema: T): T =>
  schema.regex(NO_LINE_BREAK, LINE_BREAK_MESSAGE);

/** `z.string(params)` for a one-line field (`singleLine` first, so every later check sees it). */
export const line = (params?: Parameters<typeof z.string>[0]) => singleLine(z.string(params));
