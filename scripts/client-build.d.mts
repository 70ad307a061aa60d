export function clientBuildIsFresh(): boolean;
export function buildClientIfNeeded(opts?: { force?: boolean }): boolean;
