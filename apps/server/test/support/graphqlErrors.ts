/** A GraphQL answer as far as its errors go: the first error's code and field errors. */
export interface Failed {
  errors?: {
    message?: string;
    extensions?: {
      code?: string;
      fieldErrors?: { path: string; message: string; params?: unknown }[];
    };
  }[];
}

/** The code of the first error (`VALIDATION`, `NOT_FOUND`…), undefined when none. */
export const codeOf = (response: Failed) => response.errors?.[0]?.extensions?.code;

/** The first error's field errors as `[path, message]` pairs, in the order the server gave. */
export const fieldsOf = (response: Failed) =>
  (response.errors?.[0]?.extensions?.fieldErrors ?? []).map((error) => [error.path, error.message]);
