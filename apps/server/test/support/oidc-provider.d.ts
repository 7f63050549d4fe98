// The part of oidc-provider 9 (untyped) that the OIDC sign-in tests use (server and e2e).
declare module 'oidc-provider' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    findAccount?: (context: unknown, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    listen(port: number, host?: string): Server;
    /** The request handler (it is a Koa app), for a server of one's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
