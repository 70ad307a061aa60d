import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 5000, DATA_DIR: './data', MARKET_DATA_PROVIDER: 'demo', TRUST_PROXY: false });
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it('reads booleans and numbers', () => {
    expect(loadConfig({ TRUST_PROXY: 'true', PORT: '8080' })).toMatchObject({ TRUST_PROXY: true, PORT: 8080 });
  });
  it('names every bad value in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://');
      expect((err as Error).message).toContain('PORT');
    }
  });
});
