#!/usr/bin/env bash
# Local single-node Apache Kafka (KRaft, combined broker+controller) for tests.
# Jars come from Maven Central via ./pom.xml into a cache outside the repo.
#
#   kafka.sh fetch            resolve the jars into the cache (skipped if complete)
#   kafka.sh up               fresh data dir, format storage, start, wait until ready
#   kafka.sh down             stop (SIGTERM, SIGKILL after 30 s), remove the data dir
#   kafka.sh kill             SIGKILL the broker, keep the data dir (a crash, for fault tests)
#   kafka.sh start            start again on the kept data dir, wait until ready
#   kafka.sh status           exit 0 if running, 1 if not
#   kafka.sh topics ARGS...   org.apache.kafka.tools.TopicCommand against the broker
# Env: KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (KAFKA_PORT+1), KAFKA_VERSION (4.1.1),
#      KAFKA_CACHE, KAFKA_DATA, KAFKA_HEAP_OPTS (-Xms256m -Xmx512m).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
KAFKA_VERSION="${KAFKA_VERSION:-4.1.1}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-$((KAFKA_PORT + 1))}"
CACHE="${KAFKA_CACHE:-$HOME/.cache/rag-resolver/kafka-$KAFKA_VERSION}"
DATA="${KAFKA_DATA:-/tmp/rag-resolver-kafka-$KAFKA_PORT}"
PIDFILE="$DATA/kafka.pid"
MARKER="$CACHE/.complete"
BOOTSTRAP="127.0.0.1:$KAFKA_PORT"
READY_TIMEOUT=90

log() { echo "kafka.sh: $*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# The marker records version + pom checksum, so editing pom.xml forces a refetch.
fetch_id() { echo "$KAFKA_VERSION $(sha256sum "$HERE/pom.xml" | cut -d' ' -f1)"; }

cmd_fetch() {
  if [[ -f "$MARKER" && "$(cat "$MARKER")" == "$(fetch_id)" ]]; then
    log "jars already cached in $CACHE/libs"; return 0
  fi
  command -v mvn >/dev/null || die "mvn not found on PATH (apt-get install -y maven)"
  log "resolving kafka_2.13:$KAFKA_VERSION via Maven into $CACHE/libs ..."
  rm -rf "$CACHE/libs" "$MARKER"; mkdir -p "$CACHE"
  mvn -q -B -f "$HERE/pom.xml" -Dkafka.version="$KAFKA_VERSION" \
    dependency:copy-dependencies -DoutputDirectory="$CACHE/libs" >&2 || die "maven resolve failed"
  fetch_id >"$MARKER"
  local jars=("$CACHE"/libs/*.jar); log "cached ${#jars[@]} jars"
}

# "${TOOL[@]}" CLASS ARGS...: a short-lived JVM on the cached jars, quiet (WARN, stderr) logging.
TOOL=(java -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1
  -Dlog.level=WARN -Dlog4j2.configurationFile="$DATA/log4j2.properties" -cp "$CACHE/libs/*")

running_pid() {  # prints the broker pid if our broker for $DATA is alive
  local pid; pid="$(cat "$PIDFILE" 2>/dev/null)" || return 1
  [[ -n "$pid" ]] && grep -qa 'kafka\.Kafka' "/proc/$pid/cmdline" 2>/dev/null && echo "$pid"
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

write_config() {
  mkdir -p "$DATA/logs"
  cat >"$DATA/server.properties" <<EOF
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$DATA/logs
num.partitions=1
auto.create.topics.enable=false
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
log.cleaner.backoff.ms=500
log.cleaner.min.compaction.lag.ms=0
log.retention.check.interval.ms=1000
EOF
  # One log4j2 config for broker (INFO) and tools (-Dlog.level=WARN); all to stderr.
  cat >"$DATA/log4j2.properties" <<'EOF'
appender.out.type=Console
appender.out.name=OUT
appender.out.target=SYSTEM_ERR
appender.out.layout.type=PatternLayout
appender.out.layout.pattern=[%d] %p %m (%c)%n
rootLogger.level=${sys:log.level:-INFO}
rootLogger.appenderRef.out.ref=OUT
EOF
  # Bounded client timeouts so a not-yet-ready broker fails fast instead of hanging.
  printf 'request.timeout.ms=5000\ndefault.api.timeout.ms=10000\n' >"$DATA/admin.properties"
}

fail_up() {  # show the log tail, stop a half-started broker, keep $DATA for inspection
  tail -n 40 "$DATA/server.log" >&2
  local pid; pid="$(running_pid)" && kill -KILL "$pid" 2>/dev/null
  die "$1 (logs: $DATA/server.log, $DATA/ready-check.log)"
}

cmd_up() {
  local pid
  if pid="$(running_pid)"; then log "already running on $BOOTSTRAP (pid $pid)"; return 0; fi
  port_open "$KAFKA_PORT" && die "port $KAFKA_PORT is in use by another process"
  port_open "$KAFKA_CONTROLLER_PORT" && die "port $KAFKA_CONTROLLER_PORT is in use by another process"
  cmd_fetch
  local start=$SECONDS
  rm -rf "$DATA"; write_config
  # Random cluster id: 16 bytes, base64url without padding (first char fixed: never '-').
  local cid; cid="A$(head -c16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=' | cut -c2-)"
  log "formatting $DATA/logs (cluster id $cid)"
  "${TOOL[@]}" kafka.tools.StorageTool format -t "$cid" -c "$DATA/server.properties" >"$DATA/format.log" 2>&1 \
    || { cat "$DATA/format.log" >&2; die "storage format failed"; }
  start_broker "$start"
}

start_broker() {  # java on the existing $DATA; returns once the broker answers ListTopics
  local start=$1
  log "starting broker on $BOOTSTRAP (controller 127.0.0.1:$KAFKA_CONTROLLER_PORT)"
  # setsid detaches from the caller's process group; the inner shell writes its own pid and execs java.
  # shellcheck disable=SC2016,SC2086  # $$ is for the inner shell; KAFKA_HEAP_OPTS is word-split on purpose
  setsid bash -c 'echo $$ >"$1"; shift; exec "$@"' _ "$PIDFILE" \
    java ${KAFKA_HEAP_OPTS:--Xms256m -Xmx512m} -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    -Djava.awt.headless=true -Dlog4j2.configurationFile="$DATA/log4j2.properties" \
    -cp "$CACHE/libs/*" kafka.Kafka "$DATA/server.properties" \
    </dev/null >"$DATA/server.log" 2>&1 &
  # Ready = port open AND the broker answers an admin ListTopics request (TopicCommand --list).
  local deadline=$((SECONDS + READY_TIMEOUT))
  sleep 1  # let the inner shell write the pid file
  until port_open "$KAFKA_PORT" && timeout 30 \
      "${TOOL[@]}" org.apache.kafka.tools.TopicCommand --bootstrap-server "$BOOTSTRAP" \
      --command-config "$DATA/admin.properties" --list >/dev/null 2>"$DATA/ready-check.log"; do
    running_pid >/dev/null || fail_up "broker exited during startup"
    ((SECONDS < deadline)) || fail_up "broker not ready on $BOOTSTRAP after ${READY_TIMEOUT}s"
    sleep 0.5
  done
  log "ready on $BOOTSTRAP in $((SECONDS - start))s (pid $(running_pid), data $DATA)"
}

cmd_kill() {
  local pid i
  pid="$(running_pid)" || die "broker not running on $BOOTSTRAP"
  kill -KILL "$pid"
  for ((i = 0; i < 60; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  log "killed broker pid $pid; data kept in $DATA"
}

cmd_start() {
  local pid
  if pid="$(running_pid)"; then log "already running on $BOOTSTRAP (pid $pid)"; return 0; fi
  [[ -f "$DATA/server.properties" ]] || die "no data dir $DATA to start on (use: up)"
  start_broker "$SECONDS"
}

cmd_down() {
  local pid i
  if pid="$(running_pid)"; then
    log "stopping broker pid $pid"
    kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < 60; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    if kill -0 "$pid" 2>/dev/null; then log "still alive after 30s, sending SIGKILL"; kill -KILL "$pid" || true; fi
  else
    log "not running on $BOOTSTRAP"
  fi
  rm -rf "$DATA"; log "removed $DATA"
}

cmd_status() {
  local pid
  if pid="$(running_pid)"; then log "running on $BOOTSTRAP (pid $pid, data $DATA)"; return 0; fi
  log "not running on $BOOTSTRAP"; return 1
}

cmd_topics() {
  running_pid >/dev/null || die "broker not running on $BOOTSTRAP"
  "${TOOL[@]}" org.apache.kafka.tools.TopicCommand --bootstrap-server "$BOOTSTRAP" \
    --command-config "$DATA/admin.properties" "$@"
}

case "${1:-}" in
  fetch | up | down | status | kill | start) "cmd_$1" ;;
  topics) shift; cmd_topics "$@" ;;
  *) echo "usage: $0 {fetch|up|down|status|kill|start|topics ARGS...}" >&2; exit 2 ;;
esac
