export const SERVER_ENTRY: string;
export const SERVER_BUNDLE: string;
export const SERVER_NODE_FLAGS: string[];
export function buildServer(): Promise<string>;
export const LAB_WORKER_ENTRY: string;
export const LAB_WORKER_BUNDLE: string;
