# campaign-platform as a container image. UNTESTED on the project's machines (no Docker engine
# there); it mirrors what is tested: the image holds the packed package installed exactly as
# test/package-npx.test.ts installs it (`npm install ./campaign-platform-*.tgz` in an empty
# folder), and runs the same commands: `npx campaign-platform start` for an API process,
# `npx campaignctl worker` for a worker (docs/deploy.md).
#
#   docker build -t campaign-platform .
#   docker run -p 8080:8080 -v cp-data:/data campaign-platform          # SQLite in the volume
#   docker compose up                                                   # PostgreSQL + S3, compose.yaml

FROM node:20-bookworm AS build
WORKDIR /src
COPY package.json package-lock.json ./
# the build needs no native module (tsc and esbuild): skip better-sqlite3's compile here
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm pack --ignore-scripts
# the package, installed as a user would (better-sqlite3 compiles with this image's toolchain)
WORKDIR /app
RUN npm init -y >/dev/null && npm install --no-audit --no-fund /src/campaign-platform-*.tgz

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["npx", "--no-install"]
CMD ["campaign-platform", "start"]
