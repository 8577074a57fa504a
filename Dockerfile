# Fleetdeck's production image: the standalone build (npm run build), run by a non-root user.
#   docker build -t fleetdeck .
#   docker run -p 3000:3000 -v fleetdeck-data:/data -e ADMIN_EMAIL=... -e ADMIN_PASSWORD=... fleetdeck
# With DATABASE_URL set, PostgreSQL is used instead of the embedded database on the /data volume
# (compose.yaml runs both).

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build's version and commit, shown on /test (there is no .git in the image's context).
ARG BUILD_COMMIT=unknown
ENV BUILD_COMMIT=$BUILD_COMMIT
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# Only the standalone folder: the server, the files it reads and the node_modules it needs, no dev
# dependencies.
COPY --from=build --chown=node:node /app/.next/standalone ./
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server.js"]
