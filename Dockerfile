# DocViz production image: `docker build -t docviz .` then see compose.yaml.
# Three stages: build (all dependencies, compiles client and server), deps (production
# dependencies only), and the runtime image, which holds only what `npm run start:prod` reads.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run check:runtime-deps

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# Read at run time from the source layout (server/paths.ts): migrations, default templates and
# the trained classifier model.
COPY server/db/migrations ./server/db/migrations
COPY server/features/templates/defaults/*.svg ./server/features/templates/defaults/
COPY server/pipeline/analyze/classifier-model.json ./server/pipeline/analyze/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM from `docker stop` reaches node directly (exec form): it shuts down gracefully.
CMD ["node", "dist/server/main.js"]
