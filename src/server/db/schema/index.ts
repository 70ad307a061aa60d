// Every table of the product. Each feature that adds tables adds its file here.
export * from './users';
export * from './mail';
export * from './abuse';
export * from './content';
