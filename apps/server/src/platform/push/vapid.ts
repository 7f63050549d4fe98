import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import type { Config } from '../config/config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use. */
  subject: string;
}

const storedSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set. In production nothing
 * else: null (web push off), since processes that each made their own pair would sign with
 * keys the browsers' subscriptions do not know. Elsewhere one pair is made on first start and
 * kept in DATA_DIR (like the auth secret), so subscriptions survive a restart; `dataDir` null
 * (in-memory test database): a fresh pair.
 */
export function resolveVapidKeys(config: Config, dataDir: string | null): VapidKeys | null {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (config.isProduction) return null;
  if (!dataDir) return { ...webPush.generateVAPIDKeys(), subject };
  const file = path.join(dataDir, 'vapid-keys.json');
  const read = () => storedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  try {
    return { ...read(), subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return { ...keys, subject };
  } catch (error) {
    // Another process sharing DATA_DIR wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...read(), subject };
  }
}
