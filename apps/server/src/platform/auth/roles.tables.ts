import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Role } from '@dawa/shared/roles';
import { timestamps } from '../db/columns';
import { user } from './auth.tables';

/** Admin roles held by a user (SPEC §6); a user with none is a plain client. */
export const userRole = pgTable(
  'user_role',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text().$type<Role>().notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] }), index().on(table.role)],
);
