/** HAProxy's configuration for a local cluster: round robin over instances, checked on /readyz. */
export interface HaproxyOptions {
  port: number;
  /** Instance names and ports, all on 127.0.0.1. */
  servers: readonly { name: string; port: number }[];
  /** The admin socket the cluster reads server states from. */
  socket: string;
}

/** A server is taken out after two failed checks (1 s) and back after two good ones. */
export const CHECK_INTERVAL_MS = 500;

export function haproxyConfig(options: HaproxyOptions): string {
  return `global
  maxconn 4096
  stats socket ${options.socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  # Live streams (SSE) send a ping every 12 s; a request has this long to be answered.
  timeout server 60s
  timeout http-keep-alive 10s
  timeout check 1s
  option forwardfor
  # A request that could not reach its server (refused, reset before an answer) goes to
  # another one.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503

frontend web
  bind 127.0.0.1:${options.port}
  default_backend dawa

backend dawa
  balance roundrobin
  # Only GET and HEAD are tried again once sent: a POST may have run (clients retry reads).
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${CHECK_INTERVAL_MS} fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down
  # Which instance answered, for the cluster tests and for following a request in the logs.
  http-response set-header x-dawa-instance %s
${options.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}
