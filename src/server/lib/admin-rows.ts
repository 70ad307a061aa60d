/** Small helpers shared by the admin list routes (the admin and abuse features). */

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** An ILIKE pattern matching `text` anywhere, with the LIKE wildcards in it escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
