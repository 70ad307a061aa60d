import { readFileSync } from 'node:fs';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema } from '../src/server/config';

// Images cannot be built in CI: these check what can be checked without Docker.
const dockerfile = readFileSync('Dockerfile', 'utf8');
const compose = parse(readFileSync('deploy/compose.yaml', 'utf8')) as {
  services: Record<string, Record<string, unknown>>;
};
const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
// Read by the server from the environment but defined outside config.ts (the migration switch).
const ALSO_READ = ['MIGRATE_ON_START', 'LEDGER_SIGNING_KEY'];
const known = new Set([...Object.keys(configSchema.shape), ...ALSO_READ]);

const instructions = (name: string) =>
  dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((l) => l.startsWith(`${name} `));

describe('Dockerfile', () => {
  it('has no error or warning by the Dockerfile validator (npm run lint:docker)', () => {
    expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds in one stage and runs Node 26 slim in another, as a non-root user', () => {
    const froms = instructions('FROM');
    expect(froms).toHaveLength(2);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:26\.12-[a-z]+-slim$/m);
    expect(instructions('USER')).toEqual(['USER node']);
  });

  it('runs the compiled server itself (signals reach it) and checks liveness', () => {
    expect(instructions('CMD')).toEqual(['CMD ["node", "--min-semi-space-size=16", "dist/server/main.js"]']);
    expect(instructions('HEALTHCHECK')[0]).toContain('/api/health');
  });
});

describe('deploy/compose.yaml', () => {
  const { services } = compose;

  it('runs PostgreSQL, Redis, two app replicas and a proxy, each checked for health', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'db', 'migrate', 'proxy', 'redis']);
    expect(services.app.deploy).toEqual({ replicas: 2 });
    for (const s of ['db', 'redis', 'app']) expect(services[s].healthcheck).toBeTruthy();
    expect(JSON.stringify(services.app.healthcheck)).toContain('/api/health');
  });

  it('migrates once before the replicas start, which do not migrate themselves', () => {
    expect(services.migrate.command).toEqual(['npm', 'run', 'migrate']);
    const env = services.app.environment as Record<string, string>;
    expect(env.MIGRATE_ON_START).toBe('off');
    expect(services.app.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
      db: { condition: 'service_healthy' },
    });
  });

  it('gives the app only settings the server reads, and the proxy every replica', () => {
    const env = services.app.environment as Record<string, string>;
    for (const name of Object.keys(env)) expect(known, name).toContain(name);
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/trendlab:.*@db:5432\/trendlab$/);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    const example = readFileSync('deploy/trendlab.env.example', 'utf8');
    for (const name of example.match(/^[A-Z_]+(?==)/gm) ?? []) expect(known, name).toContain(name);
    expect(example).toMatch(/^SIGNING_SECRET=/m);
    expect(example).toMatch(/^LEDGER_SIGNING_KEY=/m);
    expect(caddyfile).toContain(`dynamic a app ${env.PORT}`);
    expect(services.proxy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });
});
