/**
 * HAProxy's configuration in front of the instances: round robin, checked on /readyz, for
 * `npm run cluster` and (written out as deploy/haproxy.cfg) for the compose file.
 */
export interface HaproxyOptions {
  /** Where it listens: `127.0.0.1:8080`, `:80`. */
  bind: string;
  /** Instance names and `host:port` addresses. */
  servers: readonly { name: string; address: string }[];
  /** An admin socket to read server states from (the cluster tests use it). */
  socket?: string;
  /**
   * Resolve server names again through Docker's DNS, so that a re-created container is found
   * at its new address (compose).
   */
  dockerDns?: boolean;
}

/** A server is taken out after two failed checks (1 s) and back after two good ones. */
export const CHECK_INTERVAL_MS = 500;

export function haproxyConfig(options: HaproxyOptions): string {
  const lines = [
    'global',
    '  maxconn 4096',
    ...(options.socket ? [`  stats socket ${options.socket} mode 600 level admin`] : []),
    '',
    ...(options.dockerDns
      ? ['resolvers docker', '  nameserver dns 127.0.0.11:53', '  hold valid 5s', '']
      : []),
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  # Live streams (SSE) send a ping every 12 s; a request has this long to be answered.',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  timeout check 1s',
    '  option forwardfor',
    '  # A request that could not reach its server (refused, reset before an answer) goes to',
    '  # another one.',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    '',
    'frontend web',
    `  bind ${options.bind}`,
    '  default_backend dawa',
    '',
    'backend dawa',
    '  balance roundrobin',
    '  # Only GET and HEAD are tried again once sent: a POST may have run (clients retry reads).',
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    `  default-server inter ${CHECK_INTERVAL_MS} fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down` +
      (options.dockerDns ? ' resolvers docker init-addr last,libc,none' : ''),
    '  # Which instance answered, for the cluster tests and for following a request in the logs.',
    '  http-response set-header x-dawa-instance %s',
    ...options.servers.map((server) => `  server ${server.name} ${server.address} check`),
  ];
  return `${lines.join('\n')}\n`;
}
