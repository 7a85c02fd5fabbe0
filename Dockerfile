# The site as a container: built and run on Node 24 LTS, Debian slim (better-sqlite3 needs glibc).
# It runs the standalone server (`node server.js`, the site's server.mjs) as PID 1, so SIGTERM reaches
# it and the shutdown drains; give the container more time to stop than SHUTDOWN_DRAIN_MS (default
# 20 s), e.g. `docker stop -t 30` — Docker's own default of 10 s would cut the drain short.
#
#   docker build -t kairo-pr-site --build-arg SITE_URL=https://www.example.com .
#   docker run -p 3000:3000 -v kairo-data:/data kairo-pr-site
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
# Compilers for better-sqlite3, used when no prebuilt binary matches; only this stage has them.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Canonical links, the sitemap and Open Graph URLs are written into prerendered pages at build time.
ARG SITE_URL=http://localhost:3000
ENV SITE_URL=${SITE_URL}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
RUN groupadd --system --gid 1001 site \
  && useradd --system --uid 1001 --gid site --no-create-home --shell /usr/sbin/nologin site \
  && mkdir /data && chown site:site /data
# Owned by the site's user because Next writes regenerated pages and its data cache under .next.
COPY --from=build --chown=site:site /app/.next/standalone ./
USER site
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
