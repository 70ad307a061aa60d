import { describe, expect, it } from 'vitest';
import { isScannerProbe } from './scanner-paths';

describe('isScannerProbe', () => {
  it('flags extension-less and file probes of software the site does not run', () => {
    for (const p of [
      '/wp-admin',
      '/wp-admin/setup-config.php',
      '/wp-login.php',
      '/phpmyadmin',
      '/phpMyAdmin/index.php',
      '/actuator/health',
      '/server-status',
      '/console',
      '/.env',
      '/.git/config',
      '/cgi-bin/luci',
      '/console?x=1',
    ])
      expect(isScannerProbe(p), p).toBe(true);
  });
  it('leaves the site own paths and look-alikes alone', () => {
    for (const p of [
      '/',
      '/admin',
      '/admin/abuse',
      '/api/health',
      '/contact',
      '/consoles',
      '/wp',
      '/futures',
      '/envelope',
    ])
      expect(isScannerProbe(p), p).toBe(false);
  });
});
