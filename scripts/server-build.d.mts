export const SERVER_ENTRY: string;
export const SERVER_BUNDLE: string;
export function buildServer(): Promise<string>;
