import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { Database, Db } from '../db/db';
import { newId } from '../db/ids';
import {
  outbox,
  type MailPayload,
  type OutboxChannel,
  type OutboxRow,
  type OutboxStatus,
  type SmsPayload,
} from './outbox.tables';

export interface MailMessage extends MailPayload {
  to: string;
}

export interface SmsMessage extends SmsPayload {
  to: string;
}

/**
 * Mail and SMS go through a table written in the caller's transaction, so a message exists
 * if and only if the change that caused it commits; a dispatcher delivers it afterwards.
 */
export interface Outbox {
  /** 'outbox': not sent anywhere, only kept for the dev mailbox. */
  mailTransport: 'outbox' | 'smtp';
  smsTransport: 'outbox' | 'webhook';
  /** Returns the message id. */
  enqueueMail(tx: Db, message: MailMessage): Promise<string>;
  enqueueSms(tx: Db, message: SmsMessage): Promise<string>;
  /** Sends every due message now; returns how many were sent. */
  deliverPending(): Promise<number>;
  /** Starts polling for due messages (does nothing when no transport is configured). */
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

export interface OutboxDeps {
  config: Config;
  database: Database;
  logger: Logger;
}

/** A transport failure that retrying cannot fix (e.g. SMTP 5xx, webhook 400). */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

interface Transport {
  send(recipient: string, payload: MailPayload | SmsPayload): Promise<void>;
}

const POLL_INTERVAL_MS = 2_000;
/** Wait after an enqueue, long enough for the caller's transaction to commit. */
const WAKE_AFTER_ENQUEUE_MS = 50;
const BATCH_SIZE = 10;
/**
 * A claimed message is hidden from other dispatchers this long. It must outlast the slowest
 * send (SMTP timeouts below); if the process dies mid-send, another one retries afterwards.
 */
const CLAIM_LEASE_SECONDS = 120;
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_DELAY_SECONDS = 30;
const MAX_RETRY_DELAY_SECONDS = 3_600;
const WEBHOOK_TIMEOUT_MS = 5_000;
const MAX_ERROR_LENGTH = 1_000;

/** 30 s, 1 min, 2 min, … capped at an hour: about 5 hours from first try to giving up. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_SECONDS * 2 ** (attempts - 1), MAX_RETRY_DELAY_SECONDS);
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { config, database, logger } = deps;
  const transports: Record<OutboxChannel, Transport | undefined> = {
    mail: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : undefined,
    sms: config.SMS_WEBHOOK_URL ? webhookTransport(config.SMS_WEBHOOK_URL) : undefined,
  };
  const deliveredChannels = (Object.keys(transports) as OutboxChannel[]).filter(
    (c) => transports[c],
  );

  let running = false;
  /** Set while stop() waits, so a run in progress ends after its current batch. */
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  // Runs are chained, so a poll and an explicit deliverPending() never overlap.
  let lastRun: Promise<unknown> = Promise.resolve();

  function schedule(delayMs: number): void {
    if (!running) return;
    const dueAt = Date.now() + delayMs;
    if (timer && timerDueAt <= dueAt) return;
    clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => {
      timer = undefined;
      timerDueAt = Infinity;
      deliverPending()
        .catch((error: unknown) => logger.error({ err: error }, 'outbox dispatch failed'))
        .finally(() => schedule(POLL_INTERVAL_MS));
    }, delayMs);
    timer.unref();
  }

  async function enqueue(
    tx: Db,
    channel: OutboxChannel,
    recipient: string,
    payload: MailPayload | SmsPayload,
  ): Promise<string> {
    const id = newId();
    const status: OutboxStatus = transports[channel] ? 'pending' : 'captured';
    await tx.insert(outbox).values({ id, channel, recipient, payload, status });
    if (status === 'pending') schedule(WAKE_AFTER_ENQUEUE_MS);
    return id;
  }

  /** Marks up to a batch of due messages as being sent, so no other process takes them. */
  async function claimBatch(): Promise<OutboxRow[]> {
    const due = database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          inArray(outbox.channel, deliveredChannels),
          lte(outbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(outbox.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return database.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(message: OutboxRow): Promise<boolean> {
    const transport = transports[message.channel];
    if (!transport) return false;
    try {
      await transport.send(message.recipient, message.payload);
    } catch (error) {
      const permanent = error instanceof PermanentDeliveryError;
      const gaveUp = permanent || message.attempts >= MAX_ATTEMPTS;
      const lastError = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      await database.db
        .update(outbox)
        .set(
          gaveUp
            ? { status: 'failed', lastError }
            : {
                lastError,
                nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
              },
        )
        .where(eq(outbox.id, message.id));
      // The message text stays out of the log: it may hold a sign-in code.
      logger.warn(
        { outboxId: message.id, channel: message.channel, attempts: message.attempts, err: error },
        gaveUp ? 'outbox message failed for good' : 'outbox message failed, will retry',
      );
      return false;
    }
    await database.db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, message.id));
    return true;
  }

  async function deliverDueMessages(): Promise<number> {
    if (deliveredChannels.length === 0) return 0;
    let sent = 0;
    for (;;) {
      const batch = await claimBatch();
      // In parallel, so a batch takes as long as its slowest send, well inside the lease.
      const results = await Promise.all(batch.map(deliver));
      sent += results.filter(Boolean).length;
      if (batch.length < BATCH_SIZE || stopping) return sent;
    }
  }

  function deliverPending(): Promise<number> {
    const run = lastRun.catch(() => undefined).then(deliverDueMessages);
    lastRun = run;
    return run;
  }

  return {
    mailTransport: transports.mail ? 'smtp' : 'outbox',
    smsTransport: transports.sms ? 'webhook' : 'outbox',
    enqueueMail: (tx, { to, subject, text, html }) =>
      enqueue(tx, 'mail', to, { subject, text, html }),
    enqueueSms: (tx, { to, text }) => enqueue(tx, 'sms', to, { text }),
    deliverPending,
    start() {
      if (running || deliveredChannels.length === 0) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      timerDueAt = Infinity;
      stopping = true;
      await lastRun.catch(() => undefined);
      stopping = false;
    },
  };
}

function smtpTransport(url: string, from: string): Transport {
  const transporter = createTransport(
    // Bounded, so one hanging server cannot hold a claimed batch past its lease.
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(recipient, payload) {
      if (!('subject' in payload)) throw new PermanentDeliveryError('not a mail payload');
      try {
        await transporter.sendMail({
          to: recipient,
          subject: payload.subject,
          text: payload.text,
          html: payload.html,
        });
      } catch (error) {
        // SMTP 5xx replies are permanent (unknown mailbox, rejected message); 4xx are worth retrying.
        if (isPermanentSmtpError(error)) {
          throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
  };
}

function isPermanentSmtpError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return false;
  const { responseCode } = error;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

function webhookTransport(url: string): Transport {
  return {
    async send(recipient, payload) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: recipient, text: payload.text }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // Only the status matters; release the connection.
      await response.body?.cancel();
      if (response.ok) return;
      const message = `SMS webhook answered ${response.status}`;
      // A 4xx means the request itself is wrong (bad number, bad auth), except these two.
      const retryable =
        response.status >= 500 || response.status === 408 || response.status === 429;
      throw retryable ? new Error(message) : new PermanentDeliveryError(message);
    },
  };
}
