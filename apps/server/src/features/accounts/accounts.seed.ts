import { CLIENT_ACCOUNT_TYPE, type UserCategory, type UserType } from '@dawa/shared/accounts';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import type { Role } from '@dawa/shared/roles';
import { eq } from 'drizzle-orm';
import { user } from '../../platform/auth/auth.tables';
import { userRole } from '../../platform/auth/roles.tables';
import { SYSTEM_ACTOR, type Actor } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import type { Platform } from '../../platform/platform';

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  roles: Role[];
  /** `client` unless told: the only kind the web app lets in (SPEC §4/§6). */
  accountType?: string;
  /** What makes a registration complete (SPEC §6); left out, the account shows that flow. */
  registration?: {
    phoneNumber: string;
    idNumber: string;
    userType: UserType;
    userCategory: UserCategory;
  };
}

/**
 * Demo sign-ins, outside production only: an owner admin, two pharmacists, and a pharmacy's
 * business account, which the web refuses (auth/user-not-found; ADR 0019). Karim's registration
 * is left incomplete on purpose, to show that flow; the others' is complete. The phone numbers
 * are fictional (010 0000 00xx).
 */
export const DEMO_EMAILS = {
  admin: 'admin@dawa.local',
  mona: 'mona.pharmacist@dawa.local',
  karim: 'karim.pharmacist@dawa.local',
} as const;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: DEMO_EMAILS.admin,
    password: 'dawa-admin-2026',
    name: 'Dawa Admin',
    roles: ['owner'],
    registration: {
      phoneNumber: '01000000001',
      idNumber: 'ADM-0001',
      userType: 'pharmacist',
      userCategory: 'other',
    },
  },
  {
    email: DEMO_EMAILS.mona,
    password: 'dawa-demo-2026',
    name: 'Mona Hassan',
    roles: [],
    registration: {
      phoneNumber: '01000000002',
      idNumber: 'PH-48213',
      userType: 'pharmacist',
      userCategory: 'communityPharmacy',
    },
  },
  {
    email: DEMO_EMAILS.karim,
    password: 'dawa-demo-2026',
    name: 'Karim Adel',
    roles: [],
  },
  {
    email: 'pharmacy.business@dawa.local',
    password: 'dawa-demo-2026',
    name: 'El Shifa Pharmacy',
    roles: [],
    accountType: 'pharmacy',
    registration: {
      phoneNumber: '01000000004',
      idNumber: 'PH-77120',
      userType: 'pharmacyOwner',
      userCategory: 'communityPharmacy',
    },
  },
];

/** How the start banner describes a demo account after its password. */
export function describeDemoAccount(account: DemoAccount): string {
  const notes = [
    ...account.roles,
    ...(account.accountType
      ? [
          `${account.accountType} account: not the web, API with account-type: ${account.accountType}`,
        ]
      : []),
  ];
  return notes.length ? `  (${notes.join(', ')})` : '';
}

/** Creates the demo accounts that do not exist yet; safe to run at every start. */
export async function seedDemoAccounts(platform: Platform): Promise<DemoAccount[]> {
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await platform.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, account.email));
    if (existing) continue;
    // The demo people are adults who accept the terms, as every sign-up must (SPEC §1); the
    // confirmation is no user field, hence not in signUpEmail's body type.
    const body = {
      email: account.email,
      password: account.password,
      name: account.name,
      [TERMS_ACCEPTED_FIELD]: true,
    };
    const created = await platform.auth.api.signUpEmail({ body });
    await platform.transact(SYSTEM_ACTOR, async (tx, record) => {
      await tx
        .update(user)
        .set({
          emailVerified: true,
          accountType: account.accountType ?? CLIENT_ACCOUNT_TYPE,
          ...(account.registration ? { ...account.registration, phoneNumberVerified: true } : {}),
        })
        .where(eq(user.id, created.user.id));
      for (const role of account.roles)
        await tx.insert(userRole).values({ userId: created.user.id, role });
      await record({
        entity: 'user',
        entityId: created.user.id,
        action: 'seed',
        values: { roles: account.roles, accountType: account.accountType ?? CLIENT_ACCOUNT_TYPE },
      });
    });
  }
  return DEMO_ACCOUNTS;
}

/** A seeded demo account acting through the services as if signed in, for seeding its posts. */
export async function demoRequest(
  platform: Platform,
  email: string,
): Promise<{ viewer: Viewer; actor: Actor }> {
  const { db } = platform.database;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`demo account ${email} is missing`);
  const roles = await db
    .select({ role: userRole.role })
    .from(userRole)
    .where(eq(userRole.userId, row.id));
  return {
    viewer: { id: row.id, roles: roles.map(({ role }) => role) },
    actor: { userId: row.id, ip: null, requestId: null },
  };
}
