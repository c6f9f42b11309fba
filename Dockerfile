# WashDesk server image: Node 24, built in one stage and run in another as an unprivileged user.
# docker build --build-arg BUILD_ID=$(git rev-parse --short=12 HEAD) -t washdesk .

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
ARG BUILD_ID=""
# The developer page shows the build id (apps/server/tsup.config.ts reads BUILD_ID).
RUN BUILD_ID="$BUILD_ID" npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only what the server needs at run time; the domain is bundled into dist by the build.
RUN npm ci --omit=dev --no-audit --no-fund -w @washdesk/server && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness without a shell tool: Node itself asks the server.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches Node directly (no npm in between): the server drains and closes cleanly.
CMD ["node", "apps/server/dist/main.js"]
