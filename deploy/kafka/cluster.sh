#!/usr/bin/env bash
# Local three-broker Apache Kafka cluster (KRaft) for the fault suite, on the jars kafka.sh fetches.
# One controller-only node (the metadata quorum) and three broker-only nodes, so that brokers
# can be killed without losing the quorum: leadership moves and in-sync replica sets shrink as
# they would in production. Internal topics are replicated 3 times; the broker default
# min.insync.replicas stays 1 (the stage's topics set 2 themselves, RESOLVER_TOPIC_MIN_INSYNC_REPLICAS).
#
#   cluster.sh up            fresh data dirs, format, start all four nodes, wait until 3 brokers serve
#   cluster.sh down          stop every node (SIGTERM, SIGKILL after 30 s), remove the data dirs
#   cluster.sh kill N        SIGKILL broker N (1-3), keep its data (a crash)
#   cluster.sh start N       start broker N again on its data, wait until it answers
#   cluster.sh status        exit 0 if every node runs, 1 if not
#   cluster.sh bootstrap     print the bootstrap servers (all three brokers)
# Env: KAFKA_CLUSTER_PORT (base port, default KAFKA_PORT+2, else 9094): brokers use BASE, BASE+1,
#      BASE+2, the controller BASE+3. KAFKA_VERSION, KAFKA_CACHE as for kafka.sh;
#      KAFKA_CLUSTER_DATA (/tmp/rag-resolver-kafka-cluster-BASE), KAFKA_HEAP_OPTS (-Xms128m -Xmx384m).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
KAFKA_VERSION="${KAFKA_VERSION:-4.1.1}"
BASE="${KAFKA_CLUSTER_PORT:-$((${KAFKA_PORT:-9092} + 2))}"
CONTROLLER_PORT=$((BASE + 3))
CONTROLLER_ID=9
CACHE="${KAFKA_CACHE:-$HOME/.cache/rag-resolver/kafka-$KAFKA_VERSION}"
DATA="${KAFKA_CLUSTER_DATA:-/tmp/rag-resolver-kafka-cluster-$BASE}"
HEAP="${KAFKA_HEAP_OPTS:--Xms128m -Xmx384m}"
READY_TIMEOUT=120
BROKERS=(1 2 3)

log() { echo "cluster.sh: $*" >&2; }
die() { log "ERROR: $*"; exit 1; }

port_of() { [[ "$1" == "$CONTROLLER_ID" ]] && echo "$CONTROLLER_PORT" || echo $((BASE + $1 - 1)); }
bootstrap() { local n out=(); for n in "${BROKERS[@]}"; do out+=("127.0.0.1:$(port_of "$n")"); done
  (IFS=,; echo "${out[*]}"); }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

TOOL=(java -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1
  -Dlog.level=WARN -Dlog4j2.configurationFile="$DATA/log4j2.properties" -cp "$CACHE/libs/*")

running_pid() {  # prints the pid of node $1 if it is alive
  local pid; pid="$(cat "$DATA/node-$1/kafka.pid" 2>/dev/null)" || return 1
  [[ -n "$pid" ]] && grep -qa 'kafka\.Kafka' "/proc/$pid/cmdline" 2>/dev/null && echo "$pid"
}

write_config() {  # node id
  local n=$1 dir="$DATA/node-$1" port; port="$(port_of "$n")"
  mkdir -p "$dir/logs"
  {
    echo "node.id=$n"
    echo "controller.quorum.voters=$CONTROLLER_ID@127.0.0.1:$CONTROLLER_PORT"
    echo "controller.listener.names=CONTROLLER"
    echo "listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT"
    echo "log.dirs=$dir/logs"
    if [[ "$n" == "$CONTROLLER_ID" ]]; then
      echo "process.roles=controller"
      echo "listeners=CONTROLLER://127.0.0.1:$port"
    else
      echo "process.roles=broker"
      echo "listeners=PLAINTEXT://127.0.0.1:$port"
      echo "advertised.listeners=PLAINTEXT://127.0.0.1:$port"
      echo "inter.broker.listener.name=PLAINTEXT"
    fi
    cat <<'EOF'
num.partitions=1
default.replication.factor=3
auto.create.topics.enable=false
offsets.topic.replication.factor=3
offsets.topic.num.partitions=3
transaction.state.log.replication.factor=3
transaction.state.log.min.isr=2
transaction.state.log.num.partitions=3
share.coordinator.state.topic.replication.factor=3
share.coordinator.state.topic.min.isr=2
group.initial.rebalance.delay.ms=0
broker.session.timeout.ms=6000
broker.heartbeat.interval.ms=1000
log.retention.check.interval.ms=1000
EOF
  } >"$dir/server.properties"
}

write_shared() {
  mkdir -p "$DATA"
  cat >"$DATA/log4j2.properties" <<'EOF'
appender.out.type=Console
appender.out.name=OUT
appender.out.target=SYSTEM_ERR
appender.out.layout.type=PatternLayout
appender.out.layout.pattern=[%d] %p %m (%c)%n
rootLogger.level=${sys:log.level:-INFO}
rootLogger.appenderRef.out.ref=OUT
EOF
  printf 'request.timeout.ms=5000\ndefault.api.timeout.ms=10000\n' >"$DATA/admin.properties"
}

launch() {  # node id: java on its data dir, detached
  local dir="$DATA/node-$1"
  # shellcheck disable=SC2016,SC2086  # $$ is for the inner shell; HEAP is word-split on purpose
  setsid bash -c 'echo $$ >"$1"; shift; exec "$@"' _ "$dir/kafka.pid" \
    java $HEAP -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$DATA/log4j2.properties" \
    -cp "$CACHE/libs/*" kafka.Kafka "$dir/server.properties" </dev/null >"$dir/server.log" 2>&1 &
}

# The number of brokers the cluster metadata lists as serving (BrokerApiVersionsCommand on one).
serving() {
  timeout 30 "${TOOL[@]}" org.apache.kafka.tools.BrokerApiVersionsCommand --bootstrap-server \
    "$(bootstrap)" --command-config "$DATA/admin.properties" 2>/dev/null | grep -c '^127\.0\.0\.1:' || true
}

wait_serving() {  # count: until the metadata lists that many brokers
  local want=$1 deadline=$((SECONDS + READY_TIMEOUT)) n
  sleep 1
  until [[ "$(serving)" -ge "$want" ]]; do
    for n in "$CONTROLLER_ID" "${BROKERS[@]}"; do
      running_pid "$n" >/dev/null || { tail -n 30 "$DATA/node-$n/server.log" >&2; die "node $n exited during startup"; }
    done
    ((SECONDS < deadline)) || die "fewer than $want brokers serving after ${READY_TIMEOUT}s (logs: $DATA/node-*/server.log)"
    sleep 1
  done
}

cmd_up() {
  local n alive=0
  for n in "$CONTROLLER_ID" "${BROKERS[@]}"; do running_pid "$n" >/dev/null && alive=$((alive + 1)); done
  ((alive == 4)) && { log "already running on $(bootstrap)"; return 0; }
  ((alive == 0)) || die "$alive of 4 nodes are running in $DATA: use down first"
  for n in "$CONTROLLER_ID" "${BROKERS[@]}"; do
    port_open "$(port_of "$n")" && die "port $(port_of "$n") is in use by another process"
  done
  "$HERE/kafka.sh" fetch
  local start=$SECONDS
  rm -rf "$DATA"; write_shared
  local cid; cid="A$(head -c16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=' | cut -c2-)"
  for n in "$CONTROLLER_ID" "${BROKERS[@]}"; do
    write_config "$n"
    "${TOOL[@]}" kafka.tools.StorageTool format -t "$cid" -c "$DATA/node-$n/server.properties" \
      >"$DATA/node-$n/format.log" 2>&1 || { cat "$DATA/node-$n/format.log" >&2; die "format of node $n failed"; }
  done
  for n in "$CONTROLLER_ID" "${BROKERS[@]}"; do launch "$n"; done
  log "starting controller 127.0.0.1:$CONTROLLER_PORT and brokers $(bootstrap)"
  wait_serving 3
  log "3 brokers serving on $(bootstrap) in $((SECONDS - start))s (data $DATA)"
}

cmd_kill() {
  local n=${1:?broker number} pid i
  pid="$(running_pid "$n")" || die "broker $n is not running"
  kill -KILL "$pid"
  for ((i = 0; i < 60; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  log "killed broker $n (pid $pid); data kept"
}

cmd_start() {
  local n=${1:?broker number} i
  running_pid "$n" >/dev/null && { log "broker $n already running"; return 0; }
  [[ -f "$DATA/node-$n/server.properties" ]] || die "no data dir for broker $n (use: up)"
  launch "$n"
  local deadline=$((SECONDS + READY_TIMEOUT))
  sleep 1
  until port_open "$(port_of "$n")"; do
    running_pid "$n" >/dev/null || { tail -n 30 "$DATA/node-$n/server.log" >&2; die "broker $n exited"; }
    ((SECONDS < deadline)) || die "broker $n not listening after ${READY_TIMEOUT}s"
    sleep 0.5
  done
  log "broker $n listening on 127.0.0.1:$(port_of "$n")"
}

cmd_down() {  # a throwaway cluster: SIGTERM every node at once, SIGKILL what is left after 15 s
  local n pid i pids=()
  for n in "${BROKERS[@]}" "$CONTROLLER_ID"; do
    pid="$(running_pid "$n")" && { kill -TERM "$pid" 2>/dev/null || true; pids+=("$pid"); }
  done
  for pid in "${pids[@]}"; do
    for ((i = 0; i < 30; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  rm -rf "$DATA"; log "stopped ${#pids[@]} nodes; removed $DATA"
}

cmd_status() {
  local n ok=0
  for n in "$CONTROLLER_ID" "${BROKERS[@]}"; do
    if running_pid "$n" >/dev/null; then log "node $n running"; else log "node $n not running"; ok=1; fi
  done
  return $ok
}

case "${1:-}" in
  up | down | status) "cmd_$1" ;;
  kill | start) "cmd_$1" "${2:-}" ;;
  bootstrap) bootstrap ;;
  *) echo "usage: $0 {up|down|status|kill N|start N|bootstrap}" >&2; exit 2 ;;
esac
