import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { can, type AccessLevel, type AdminSection } from '@dawa/shared/access';
import { hasAnyRole, type Role } from '@dawa/shared/roles';
import { GraphQLError, Kind, type ValueNode } from 'graphql';
import { AppError } from '../errors';
import type { RequestContext } from './context';

export interface AuthScopes {
  /** Anyone, signed in or not. Stated explicitly so that no field is public by accident. */
  public: boolean;
  signedIn: boolean;
  /** A signed-in user holding one of these roles (owner always qualifies). */
  anyRole: readonly Role[];
  /** A signed-in user whose roles allow this level in this admin section (the role table). */
  access: { section: AdminSection; level: AccessLevel };
}

interface BuilderTypes {
  Context: RequestContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}

export type SchemaTypes = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export const builder = new SchemaBuilder<BuilderTypes>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      public: true,
      signedIn: context.viewer !== null,
      anyRole: (roles) => context.viewer !== null && hasAnyRole(context.viewer.roles, roles),
      access: ({ section, level }) =>
        context.viewer !== null && can(context.viewer.roles, section, level),
    }),
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new AppError('FORBIDDEN', 'You do not have access to this.')
        : new AppError('UNAUTHENTICATED', 'Please sign in first.'),
  },
});

builder.queryType({
  description: 'Reads. Each field says who may call it; UNAUTHENTICATED or FORBIDDEN otherwise.',
});
builder.mutationType({
  description: 'Changes. Each field says who may call it; UNAUTHENTICATED or FORBIDDEN otherwise.',
});
builder.subscriptionType({
  description:
    'Live updates, sent as server-sent events. Each field says who may follow it; ' +
    'UNAUTHENTICATED or FORBIDDEN otherwise.',
});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date and time in UTC.',
  serialize: (value) =>
    value instanceof Date ? value.toISOString() : new Date(value).toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime()))
      throw new GraphQLError('DateTime must be an ISO-8601 string.');
    return date;
  },
});

builder.scalarType('JSON', {
  description:
    'A JSON value whose shape depends on another field: an analytics event’s parameters on its ' +
    'name, an audit event’s values on its action. Wherever the shape is fixed, fields are typed.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: function parse(node: ValueNode): unknown {
    switch (node.kind) {
      case Kind.STRING:
      case Kind.BOOLEAN:
        return node.value;
      case Kind.INT:
      case Kind.FLOAT:
        return Number(node.value);
      case Kind.NULL:
        return null;
      case Kind.LIST:
        return node.values.map(parse);
      case Kind.OBJECT:
        return Object.fromEntries(
          node.fields.map((field) => [field.name.value, parse(field.value)]),
        );
      default:
        throw new GraphQLError('Variables are not allowed inside JSON literals.');
    }
  },
});
