/**
 * The viewer policy, the one place that decides what each viewer sees (docs/features/viewer-access.md): who the viewer
 * is (`viewer.ts`), what they may see of each market today (`policy.ts`) and the row locks built
 * from that (`locks.ts`). Import from here, never decide a lock elsewhere.
 */
export * from './viewer';
export * from './plans';
export * from './policy';
export * from './locks';
