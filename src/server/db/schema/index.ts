// Every table of the product, one file per area.
export * from './users';
export * from './mail';
export * from './abuse';
export * from './content';
export * from './auth';
export * from './markets';
export * from './public-site';
export * from './game';
export * from './admin';
export * from './dashboard';
export * from './subscriber-services';
export * from './trials';
export * from './billing';
export * from './ledger';
export * from './operators';
