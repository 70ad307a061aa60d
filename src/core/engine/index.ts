export * from './types';
export * from './breakout';
export * from './run-instrument';
export * from './signals';
export * from './portfolio';
export * from './model-account';
export * from './blotter';
export * from './dates';
