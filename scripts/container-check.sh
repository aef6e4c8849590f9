#!/usr/bin/env bash
# Builds the container image and runs it, the way an operator would, on a machine that cannot pull
# from any registry (issue 36, item 6). Needs root, podman with runc, debootstrap; installs them
# with apt-get when missing (Debian). Sends traffic only to loopback; downloads only Debian packages
# (the base) and npm packages (the image's build stage, from the registry npm is configured for).
#
#   sudo scripts/container-check.sh            # about 10-15 minutes the first time (the base is kept)
#
# What it checks, in order:
#   1. a local base: Debian 13 (trixie) made with debootstrap, with Debian's nodejs (20.x), npm and
#      a C++ toolchain (better-sqlite3 compiles from source); imported as localhost/cp-base:trixie
#   2. the Dockerfile builds with that base (BUILD_BASE / RUNTIME_BASE build arguments)
#   3. the image runs (SQLite in a named volume): /readyz answers 200
#   4. the image's own `campaignctl accounts create` makes an account whose key a /manage/v1 request uses
#   5. after the container is removed and started again on the same volume, the data is still there
#   6. the compose layout (compose.yaml) without its load balancer: two API containers and a worker
#      container against the host's PostgreSQL (a database of its own, dropped at the end) and an
#      S3-protocol server (s3rver, a dev dependency, on loopback): an upload through API 1 is
#      processed by the worker and served by API 2; /metrics wants its token; /readyz covers the store
#   7. compose.yaml refuses to start without its secrets (podman-compose --dry-run up)
# Containers run with --network host and listen on 127.0.0.1 only.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BASE_IMAGE=${BASE_IMAGE:-localhost/cp-base:trixie}
IMAGE=${IMAGE:-localhost/campaign-platform:check}
BASE_DIR=${BASE_DIR:-/var/tmp/cp-container-base}
PG_URL=${PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}
RUN_ID=$$
# podman as root on these machines: runc (crun is refused setrlimit) and explicit limits
PODMAN=(podman --runtime runc)
LIMITS=(--ulimit nofile=1024:1024 --ulimit nproc=1024:1024)

step() { printf '\n== %s\n' "$*"; }
ok() { printf 'ok: %s\n' "$*"; }
die() { printf 'FAILED: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "run as root (podman with runc, debootstrap)"
need=()
for t in podman runc debootstrap podman-compose; do command -v "$t" >/dev/null || need+=("$t"); done
if [ ${#need[@]} -gt 0 ]; then
  step "installing ${need[*]} (apt-get)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman buildah runc debootstrap podman-compose >/dev/null
fi

CONTAINERS=()
S3_PID=
PG_DB=
cleanup() {
  for c in "${CONTAINERS[@]}"; do "${PODMAN[@]}" rm -f "$c" >/dev/null 2>&1 || true; done
  "${PODMAN[@]}" volume rm -f "cp-check-data-$RUN_ID" >/dev/null 2>&1 || true
  [ -n "$S3_PID" ] && kill "$S3_PID" 2>/dev/null || true
  [ -n "$PG_DB" ] && psql -q "$PG_URL" -c "DROP DATABASE IF EXISTS $PG_DB" >/dev/null 2>&1 || true
  rm -rf "${S3_DIR:-/nonexistent}"
}
trap cleanup EXIT

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
wait_ready() { # url, seconds
  for _ in $(seq 1 "$2"); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$1/readyz" || true)" = 200 ] && return 0
    sleep 1
  done
  return 1
}
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log(eval('v'+process.argv[1]))})" "$1"; }

# 1. the base
step "1. local base $BASE_IMAGE (debootstrap of Debian 13)"
if ! "${PODMAN[@]}" image exists "$BASE_IMAGE"; then
  if [ ! -x "$BASE_DIR/rootfs/usr/bin/node" ]; then
    rm -rf "$BASE_DIR" && mkdir -p "$BASE_DIR"
    debootstrap --variant=minbase trixie "$BASE_DIR/rootfs" http://deb.debian.org/debian >"$BASE_DIR/debootstrap.log" 2>&1 || die "debootstrap (see $BASE_DIR/debootstrap.log)"
    cp /etc/resolv.conf "$BASE_DIR/rootfs/etc/resolv.conf"
    # (debootstrap's --include does not resolve npm's deep dependencies: apt does)
    chroot "$BASE_DIR/rootfs" /usr/bin/env DEBIAN_FRONTEND=noninteractive sh -c \
      'apt-get update -qq && apt-get install -y -qq --no-install-recommends nodejs npm ca-certificates g++ make python3 libnode-dev && apt-get clean && rm -rf /var/lib/apt/lists/*' \
      >"$BASE_DIR/apt.log" 2>&1 || die "apt-get in the base (see $BASE_DIR/apt.log)"
  fi
  # This machine's own certificate authorities (a TLS-inspecting egress proxy, say), so that npm in
  # the image's build stage reaches the registry the way npm on this machine does. The base is a
  # local one, never published; the official Node images need none of this.
  if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
    cp /usr/local/share/ca-certificates/*.crt "$BASE_DIR/rootfs/usr/local/share/ca-certificates/"
    chroot "$BASE_DIR/rootfs" update-ca-certificates >/dev/null 2>&1 || die "update-ca-certificates in the base"
  fi
  tar -C "$BASE_DIR/rootfs" -c . | "${PODMAN[@]}" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$BASE_IMAGE" >/dev/null
fi
NODE_IN_BASE=$("${PODMAN[@]}" run --rm "${LIMITS[@]}" --network none "$BASE_IMAGE" node --version)
case "$NODE_IN_BASE" in v20.*) ok "base has Node $NODE_IN_BASE" ;; *) die "the base's Node is $NODE_IN_BASE, not 20.x" ;; esac

# 2. the image (NODE_GYP_NODEDIR: better-sqlite3 compiles against Debian's own Node headers, from
# libnode-dev, instead of node-gyp downloading them from nodejs.org, which hangs where only the npm
# registry is reachable)
step "2. podman build ($IMAGE, bases $BASE_IMAGE)"
t0=$(date +%s)
"${PODMAN[@]}" build --isolation chroot --network host "${LIMITS[@]}" \
  --build-arg BUILD_BASE="$BASE_IMAGE" --build-arg RUNTIME_BASE="$BASE_IMAGE" --build-arg NODE_GYP_NODEDIR=/usr -t "$IMAGE" . >/tmp/cp-container-build.log 2>&1 \
  || { tail -40 /tmp/cp-container-build.log; die "podman build (log: /tmp/cp-container-build.log)"; }
ok "built in $(( $(date +%s) - t0 )) s; $("${PODMAN[@]}" image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"

# 3. run it: SQLite in a volume
step "3. run the image (SQLite in volume cp-check-data-$RUN_ID)"
PORT=$(free_port)
run_single() {
  "${PODMAN[@]}" run -d "${LIMITS[@]}" --name "cp-check-single-$RUN_ID" --network host \
    -e HOST=127.0.0.1 -e PORT="$PORT" -e SEED_DEMO=false -v "cp-check-data-$RUN_ID:/data" "$IMAGE" >/dev/null
}
CONTAINERS+=("cp-check-single-$RUN_ID")
run_single
URL="http://127.0.0.1:$PORT"
wait_ready "$URL" 60 || { "${PODMAN[@]}" logs "cp-check-single-$RUN_ID" | tail -30; die "/readyz did not answer 200"; }
ok "/readyz 200: $(curl -s "$URL/readyz")"

# 4. an account made by the image's campaignctl, used by /manage/v1
step "4. campaignctl in the image makes an account; /manage/v1 uses its key"
ACCOUNT=$("${PODMAN[@]}" exec "cp-check-single-$RUN_ID" npx --no-install campaignctl --json accounts create --name "Container check")
ACCOUNT_ID=$(printf '%s' "$ACCOUNT" | json .account_id)
KEY=$(printf '%s' "$ACCOUNT" | json .campaign_api_key)
CREATE='{"name":"Made in a container","type":"APP","platform":"ANDROID","package_name":"com.example.game","bidding_strategy":"TARGET_GOAL_WITH_CPI_BILLING","budget":{"daily_budget_for_all_countries":"5000"},"goal":{"goal_type":"CPI","goal_value_for_all_countries":"2.5"},"tracking":{"click_url":"https://t.example/c?cid={CAMPAIGN_ID}","impression_url":"https://t.example/i?cid={CAMPAIGN_ID}","tracking_method":"TRACKER_01"},"targeting":[{"country_code":"US"},{"country_code":"DE"}],"start_date":"2030-01-10","end_date":"2030-02-10"}'
status=$(curl -s -o /tmp/cp-check-create.json -w '%{http_code}' -X POST "$URL/manage/v1/campaign/create?account_id=$ACCOUNT_ID" -H "Authorization: $KEY" -H 'Content-Type: application/json' --data "$CREATE")
[ "$status" = 200 ] || { cat /tmp/cp-check-create.json; die "campaign/create answered $status"; }
ok "account $ACCOUNT_ID; campaign/create 200"

# 5. a new container on the same volume keeps the data
step "5. remove the container, run the image again on the same volume"
"${PODMAN[@]}" rm -f "cp-check-single-$RUN_ID" >/dev/null
run_single
wait_ready "$URL" 60 || die "/readyz after the restart"
names=$(curl -s "$URL/manage/v1/campaign/list?account_id=$ACCOUNT_ID" -H "Authorization: $KEY")
printf '%s' "$names" | grep -q 'Made in a container' || die "the campaign is gone after the restart: $names"
ok "the campaign made before the restart is listed after it"
"${PODMAN[@]}" rm -f "cp-check-single-$RUN_ID" >/dev/null

# 6. the compose layout: two API processes and a worker on PostgreSQL and an S3-protocol server
step "6. two API containers and a worker on the host's PostgreSQL and an S3-protocol server"
PG_DB="cp_container_check_$RUN_ID"
psql -q "$PG_URL" -c "CREATE DATABASE $PG_DB" >/dev/null
DB_URL="${PG_URL%/*}/$PG_DB"
S3_DIR=$(mktemp -d)
S3_PORT=$(free_port)
node -e "
  const S3rver = require('s3rver');
  new S3rver({ address: '127.0.0.1', port: $S3_PORT, silent: true, directory: '$S3_DIR', configureBuckets: [{ name: 'campaign-assets' }] }).run().then(() => console.log('s3 up'));
" >/tmp/cp-check-s3.log 2>&1 &
S3_PID=$!
for _ in $(seq 1 30); do grep -q 's3 up' /tmp/cp-check-s3.log && break; sleep 0.5; done
METRICS_TOKEN=$(node -e "console.log(require('crypto').randomBytes(24).toString('hex'))")
P1=$(free_port); P2=$(free_port)
ENV=(-e DATABASE_URL="$DB_URL" -e BLOB_STORE=s3 -e S3_ENDPOINT="http://127.0.0.1:$S3_PORT" -e S3_BUCKET=campaign-assets -e S3_REGION=us-east-1
     -e S3_FORCE_PATH_STYLE=true -e S3_ACCESS_KEY_ID=S3RVER -e S3_SECRET_ACCESS_KEY=S3RVER -e METRICS_TOKEN="$METRICS_TOKEN"
     -e TRUST_PROXY=127.0.0.1 -e SEED_DEMO=false -e HOST=127.0.0.1 -e PUBLIC_URL="http://127.0.0.1:$P1" -e ASSET_HOST="http://127.0.0.1:$P1")
for i in 1 2; do
  port=$([ $i = 1 ] && echo "$P1" || echo "$P2")
  CONTAINERS+=("cp-check-api-$i-$RUN_ID")
  "${PODMAN[@]}" run -d "${LIMITS[@]}" --name "cp-check-api-$i-$RUN_ID" --network host "${ENV[@]}" -e PORT="$port" -e INLINE_WORKER=false "$IMAGE" campaign-platform start >/dev/null
done
CONTAINERS+=("cp-check-worker-$RUN_ID")
"${PODMAN[@]}" run -d "${LIMITS[@]}" --name "cp-check-worker-$RUN_ID" --network host "${ENV[@]}" "$IMAGE" campaignctl worker >/dev/null
A="http://127.0.0.1:$P1"; B="http://127.0.0.1:$P2"
wait_ready "$A" 90 && wait_ready "$B" 90 || { "${PODMAN[@]}" logs "cp-check-api-1-$RUN_ID" | tail -20; die "the API containers did not become ready"; }
ok "both API containers ready: $(curl -s "$A/readyz")"
ACCOUNT=$("${PODMAN[@]}" exec "cp-check-api-1-$RUN_ID" npx --no-install campaignctl --json accounts create --name "Scale-out check")
ACCOUNT_ID=$(printf '%s' "$ACCOUNT" | json .account_id)
KEY=$(printf '%s' "$ACCOUNT" | json .campaign_api_key)
PNG=/tmp/cp-check-$RUN_ID.png
node -e "
  // a real 320x50 PNG (an IMG_BANNER: zlib-compressed rows of one colour), so the worker accepts it
  const zlib = require('zlib'); const w = 320, h = 50;
  const crcT = Array.from({length:256},(_,n)=>{let c=n;for(let k=0;k<8;k++)c=c&1?0xedb88320^(c>>>1):c>>>1;return c>>>0});
  const crc = (b) => { let c = 0xffffffff; for (const x of b) c = crcT[(c ^ x) & 255] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (t, d) => { const l = Buffer.alloc(4); l.writeUInt32BE(d.length); const td = Buffer.concat([Buffer.from(t), d]); const c = Buffer.alloc(4); c.writeUInt32BE(crc(td)); return Buffer.concat([l, td, c]); };
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * h); for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set([200, 40, 90], y * (w * 3 + 1) + 1 + x * 3);
  require('fs').writeFileSync('$PNG', Buffer.concat([Buffer.from([137,80,78,71,13,10,26,10]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
"
UP=$(curl -s -X POST "$A/manage/v1/asset/upload?account_id=$ACCOUNT_ID" -H "Authorization: $KEY" -F "files=@$PNG;type=image/png")
UPLOAD_ID=$(printf '%s' "$UP" | json .upload_id)
state=
for _ in $(seq 1 60); do
  RES=$(curl -s "$B/manage/v1/asset/upload_result?account_id=$ACCOUNT_ID&upload_id=$UPLOAD_ID" -H "Authorization: $KEY")
  state=$(printf '%s' "$RES" | json .upload_status)
  [ "$state" = FINISHED ] && break
  sleep 1
done
[ "$state" = FINISHED ] || die "the upload was not processed: $RES"
printf '%s' "$RES" | grep -q '"SUCCESS"' || die "the worker failed the file: $RES"
ASSET_URL=$(printf '%s' "$RES" | json '.details[0].url')
got=$(curl -s "${ASSET_URL/$A/$B}" | cmp - "$PNG" && echo same || echo different)
[ "$got" = same ] || die "the file served by API 2 differs from the one uploaded"
ok "uploaded through API 1, processed by the worker container, read back whole through API 2"
[ "$(curl -s -o /dev/null -w '%{http_code}' "$A/metrics")" = 401 ] || die "/metrics answered without its token"
[ "$(curl -s -o /dev/null -w '%{http_code}' "$A/metrics" -H "Authorization: Bearer $METRICS_TOKEN")" = 200 ] || die "/metrics refused its token"
ok "/metrics: 401 without the token, 200 with it"
curl -s "$B/readyz" | grep -q '"blob_store":"ok"' || die "/readyz does not cover the blob store: $(curl -s "$B/readyz")"
kill "$S3_PID"; S3_PID=
sleep 0.5
# an upload while the store is down marks it down at once; /readyz says so without asking the store
curl -s -o /dev/null -X POST "$B/manage/v1/asset/upload?account_id=$ACCOUNT_ID" -H "Authorization: $KEY" -F "files=@$PNG;type=image/png" || true
code=$(curl -s -o /dev/null -w '%{http_code}' "$B/readyz")
[ "$code" = 503 ] || die "/readyz answered $code with the S3 store stopped"
ok "/readyz 503 with the store stopped: $(curl -s "$B/readyz")"
"${PODMAN[@]}" logs "cp-check-api-2-$RUN_ID" 2>&1 | grep -Eq 'S3 bucket \\?"campaign-assets\\?" at http://127\.0\.0\.1' || die "no log line naming the store"
ok "the log names the store: $("${PODMAN[@]}" logs "cp-check-api-2-$RUN_ID" 2>&1 | grep -m1 'is unreachable' | cut -c1-200)"
if "${PODMAN[@]}" logs "cp-check-api-1-$RUN_ID" 2>&1 | grep -q NodeVersionSupportWarning; then die "the AWS SDK's Node 20 warning is printed"; fi
ok "no AWS SDK Node-version warning at start"

# 7. compose.yaml wants its secrets
step "7. compose.yaml refuses to start without its secrets"
# podman-compose 1.0.3 has no `config`: `--dry-run up` prints what it would run without running it.
# In a scratch directory, so that an operator's own .env next to compose.yaml does not count.
COMPOSE_DIR=$(mktemp -d)
cp compose.yaml "$COMPOSE_DIR/"
if (cd "$COMPOSE_DIR" && env -u POSTGRES_PASSWORD -u S3_SECRET_ACCESS_KEY -u METRICS_TOKEN podman-compose --dry-run -f compose.yaml up --no-build) >/tmp/cp-check-compose.log 2>&1; then
  die "podman-compose accepted compose.yaml without POSTGRES_PASSWORD, S3_SECRET_ACCESS_KEY and METRICS_TOKEN"
fi
grep -q 'set POSTGRES_PASSWORD' /tmp/cp-check-compose.log || { tail -5 /tmp/cp-check-compose.log; die "no message naming the missing secret"; }
(cd "$COMPOSE_DIR" && POSTGRES_PASSWORD=x S3_SECRET_ACCESS_KEY=y METRICS_TOKEN=z podman-compose --dry-run -f compose.yaml up --no-build) >/tmp/cp-check-compose-ok.log 2>&1 || die "compose.yaml does not render with its secrets set"
grep -q 'TRUST_PROXY=172.28.5.0/24' /tmp/cp-check-compose-ok.log && grep -q 'METRICS_TOKEN=z' /tmp/cp-check-compose-ok.log || die "TRUST_PROXY or METRICS_TOKEN missing from the API containers"
rm -rf "$COMPOSE_DIR"
ok "refused without the secrets ($(grep -o 'set POSTGRES_PASSWORD[^"]*' /tmp/cp-check-compose.log | head -1)); with them, every app container gets TRUST_PROXY and METRICS_TOKEN"

printf '\nALL CHECKS PASSED (%s, podman %s, base Node %s)\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$(podman --version | awk '{print $3}')" "$NODE_IN_BASE"
