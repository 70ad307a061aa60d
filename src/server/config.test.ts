import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, secureCookies } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      MARKET_DATA_PROVIDER: 'demo',
      TRUST_PROXY: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it('mailed links follow PORT when PUBLIC_URL is unset; one brand in the sender', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:5000');
    expect(loadConfig({ PORT: '5101' }).PUBLIC_URL).toBe('http://localhost:5101');
    expect(loadConfig({ PORT: '5101', PUBLIC_URL: 'https://trendlab.example/' }).PUBLIC_URL).toBe(
      'https://trendlab.example',
    );
    expect(loadConfig({}).MAIL_FROM).toBe('TrendLab <no-reply@trendlab.local>');
  });
  it('operations settings: migrate at start, no metrics, no drain delay by default; metrics never on PORT', () => {
    expect(loadConfig({})).toMatchObject({ MIGRATE_ON_START: 'on', SHUTDOWN_DELAY_MS: 0 });
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9100', MIGRATE_ON_START: 'off' })).toMatchObject({
      METRICS_PORT: 9100,
      MIGRATE_ON_START: 'off',
    });
    expect(() => loadConfig({ PORT: '9100', METRICS_PORT: '9100' })).toThrow(
      'METRICS_PORT must differ from PORT (metrics are never public)',
    );
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).METRICS_PORT).toBe(0); // both picked by the system
  });
  it('reads booleans and numbers', () => {
    expect(loadConfig({ TRUST_PROXY: 'true', PORT: '8080' })).toMatchObject({
      TRUST_PROXY: true,
      PORT: 8080,
    });
  });
  it('names every bad value in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain(
        'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
      );
      expect((err as Error).message).toContain('PORT');
    }
  });
});

describe('secureCookies', () => {
  it('is on in production, on with an https PUBLIC_URL, and off only with INSECURE_COOKIES=true', () => {
    expect(secureCookies(loadConfig({ NODE_ENV: 'production' }))).toBe(true);
    expect(secureCookies(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://x.example' }))).toBe(
      true,
    );
    expect(secureCookies(loadConfig({ NODE_ENV: 'development' }))).toBe(false);
    expect(secureCookies(loadConfig({ NODE_ENV: 'production', INSECURE_COOKIES: 'true' }))).toBe(false);
  });
});
