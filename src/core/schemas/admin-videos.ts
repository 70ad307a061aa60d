import { z } from 'zod';
import { line } from './single-line';
import { INT4_MAX } from './int4';
import { withDateWindow } from './date-window';

/** Weekly market-review videos (spec 02 §3, §5). */

const YT_ID = /^[A-Za-z0-9_-]{11}$/;
const EMBED_PREFIXES = ['https://www.youtube.com/embed/', 'https://www.youtube-nocookie.com/embed/'];

/** A link typed without its scheme ('youtu.be/ID', '//www.youtube.com/...') is read as https. */
const withScheme = (text: string) =>
  /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https:${text.startsWith('//') ? '' : '//'}${text}`;

/**
 * The 11-character id of a YouTube watch, shorts, youtu.be or embed link (or a bare id);
 * null when the text is none of those.
 */
export function youTubeIdOf(input: string): string | null {
  const text = input.trim();
  if (YT_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(withScheme(text));
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, id] = url.pathname.split('/');
    if (kind === 'watch') candidate = url.searchParams.get('v');
    else if (kind === 'shorts' || kind === 'embed' || kind === 'live') candidate = id ?? null;
  }
  return candidate && YT_ID.test(candidate) ? candidate : null;
}

export const embedUrlOf = (id: string) => `https://www.youtube.com/embed/${id}`;
export const thumbnailUrlOf = (id: string) => `https://img.youtube.com/vi/${id}/maxresdefault.jpg`;

/** Non-numeric or too-small input becomes 1 (spec §5). */
export function sortOrderOf(input: unknown): number {
  const n = typeof input === 'number' ? input : Number.parseInt(String(input ?? ''), 10);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** The stored UTC timestamp for a calendar day: that day at 10:00:00Z (spec §5 default time). */
export const publishedAtOf = (day: string) => `${day}T10:00:00.000Z`;
export const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

const optionalUrl = line()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), 'Must be an https:// link')
  .optional()
  .default('');

export const weeklyVideoInputSchema = z.strictObject({
  // A link (any form youTubeIdOf reads) is stored as its id, the same on the form and through the API.
  videoId: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const id = youTubeIdOf(v);
      if (!id) ctx.addIssue({ code: 'custom', message: 'Video ID must be the 11-character YouTube id' });
      return id ?? v;
    }),
  week: line().trim().min(1, 'Week is required').max(100),
  title: line().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(5000).optional().default(''),
  embedUrl: line()
    .trim()
    .min(1, 'Embed URL is required')
    // Another YouTube link form (watch, youtu.be, with or without https://) becomes the embed link.
    .transform((v) => {
      if (EMBED_PREFIXES.some((p) => v.startsWith(p))) return v;
      const id = youTubeIdOf(v);
      return id && !YT_ID.test(v) ? embedUrlOf(id) : v;
    })
    .refine((v) => EMBED_PREFIXES.some((p) => v.startsWith(p)), 'Embed URL must be a YouTube embed link'),
  thumbnailUrl: optionalUrl,
  duration: line().trim().max(20).optional().default(''),
  publishedAt: z.iso.datetime({ offset: true, message: 'Published date is required' }),
  linkedinPostUrl: optionalUrl,
  isActive: z.boolean().default(true),
  sortOrder: z
    .number()
    .int('Sort order must be a whole number')
    .min(1, 'Sort order must be at least 1')
    .max(INT4_MAX, `Sort order must be at most ${INT4_MAX}`)
    .default(1),
});
export type WeeklyVideoInput = z.input<typeof weeklyVideoInputSchema>;

/** The same, with the published date between 2000-01-01 and one year ahead of `now`: form and server. */
export const weeklyVideoInputSchemaAt = (now: Date) =>
  withDateWindow(weeklyVideoInputSchema, 'publishedAt', 'Published date', now);

export const weeklyVideoSchema = z.object({
  id: z.number(),
  videoId: z.string(),
  week: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  embedUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  duration: z.string().nullable(),
  publishedAt: z.string(),
  linkedinPostUrl: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number(),
});
export type WeeklyVideo = z.infer<typeof weeklyVideoSchema>;

export const weeklyVideosQuerySchema = z.strictObject({ all: z.enum(['0', '1']).optional() });
