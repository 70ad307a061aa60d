import type { FastifyInstance, FastifyReply } from 'fastify';
import { secureCookies } from '../config';
import type { Config } from '../config';

const HOST_PREFIX = '__Host-';

/**
 * Over https the site-wide cookies (Path=/: the member and admin sessions) carry the `__Host-`
 * prefix: browsers then accept them only with Secure, from this very host, with Path=/, so neither
 * plain http nor a sibling subdomain can plant or overwrite them. Over http (development, `npm start`
 * on localhost) and with INSECURE_COOKIES the bare name is kept, since the prefix needs Secure.
 * Cookies scoped to one API path (device, game player, quiz attempt) cannot take the prefix.
 */
export function hostCookieName(config: Config, name: string): string {
  return usesHostPrefix(config) ? HOST_PREFIX + name : name;
}

/** Clears a Path=/ cookie set under `hostCookieName` (a `__Host-` one only clears with Secure). */
export function clearHostCookie(reply: FastifyReply, name: string): void {
  const { config } = reply.server.deps;
  reply.clearCookie(hostCookieName(config, name), { path: '/', secure: secureCookies(config) });
}

function usesHostPrefix(config: Config): boolean {
  return secureCookies(config) && config.PUBLIC_URL.startsWith('https://');
}

/**
 * Lets the code read `req.cookies[name]` whatever the prefix: over https a `__Host-` cookie is read
 * under its bare name and a bare one sent by the browser is ignored (it could have been planted).
 * Runs as an onRequest hook after @fastify/cookie has parsed the header.
 */
export function readHostCookies(app: FastifyInstance, names: readonly string[]): void {
  if (!usesHostPrefix(app.deps.config)) return;
  app.addHook('onRequest', (req, _reply, done) => {
    const cookies = req.cookies;
    for (const name of names) {
      const value = cookies[HOST_PREFIX + name];
      if (value === undefined) delete cookies[name];
      else cookies[name] = value;
    }
    done();
  });
}
