# campaign-platform as a container image. `scripts/container-check.sh` builds it with podman 4.3
# (runtime runc) on a Debian 13 base made with debootstrap, runs it and says what it checked; the
# README ("Container image") says how far that got on the project's machines (2026-11-27). The image holds the packed package installed
# exactly as test/package-npx.test.ts installs it (`npm install ./campaign-platform-*.tgz` in an
# empty folder) and runs the same commands: `campaign-platform start` for an API process,
# `campaignctl worker` for a worker (docs/deploy.md).
#
#   docker build -t campaign-platform .
#   docker run -p 8080:8080 -v cp-data:/data campaign-platform          # SQLite in the volume
#   docker compose up                                                   # PostgreSQL + S3, compose.yaml
#
# The bases are build arguments. The defaults are the official Node images; any Debian-like image
# with Node 20 and npm works, the build stage also needing a C++ toolchain and Python (better-sqlite3
# compiles from source): scripts/container-check.sh builds one from Debian's own packages where no
# registry can be reached.
ARG BUILD_BASE=node:20-bookworm
ARG RUNTIME_BASE=node:20-bookworm-slim

FROM ${BUILD_BASE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
# the build needs no native module (tsc and esbuild): skip better-sqlite3's compile here
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm pack --ignore-scripts
# the package, installed as a user would (better-sqlite3 compiles with this image's toolchain).
# NODE_GYP_NODEDIR: where the base's Node headers are, for a base whose Node is not the official
# build (Debian's: /usr, from libnode-dev); empty, node-gyp finds or downloads them as usual.
ARG NODE_GYP_NODEDIR=
WORKDIR /app
RUN npm init -y >/dev/null && npm_config_nodedir="$NODE_GYP_NODEDIR" npm install --no-audit --no-fund /src/campaign-platform-*.tgz

FROM ${RUNTIME_BASE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
# the official images have the unprivileged user `node` (uid 1000); a plain Debian base does not
RUN (id node >/dev/null 2>&1 || useradd --uid 1000 --user-group --create-home --shell /usr/sbin/nologin node) \
  && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["npx", "--no-install"]
CMD ["campaign-platform", "start"]
