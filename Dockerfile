# TrendLab: the built server on Node 26 (docs/deploy.md, decision 0075). Build: docker build -t trendlab .
# Two stages: the build one has the dev tools (Vite, esbuild); the image keeps the built client and
# server, the production packages and the source files the server reads at run time (migrations,
# game data: the bundle finds them beside its sources, decision 0051).
ARG NODE_IMAGE=node:26.12-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the only one checks esbuild's binary.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN node scripts/client-build.mjs --force \
 && node scripts/server-build.mjs \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/node-linux-* node_modules/.bin/node
# (That last line drops the Node the npm scripts run on outside Docker: the image runs its own.)

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src ./src
# The embedded database, its keys and the backup socket live in /data; the app never writes elsewhere.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# Liveness: 200 while the process serves, even with the database down (readiness is /api/ready).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# The server itself is PID 1's child-free process: SIGTERM reaches it, not an npm wrapper.
CMD ["node", "--min-semi-space-size=16", "dist/server/main.js"]
