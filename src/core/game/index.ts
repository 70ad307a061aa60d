// Pure rules of the futures trading simulator, shared by the server and the browser.
export * from './constants';
export * from './fifo';
export * from './margin';
export * from './auto-trade';
export * from './chart-rules';
export * from './clock';
export * from './figures';
export * from './calendar';
export * from './money';
