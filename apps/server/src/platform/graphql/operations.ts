import { Kind, OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/** The mutation a request runs (its named operation, or the document's only one), if any. */
export function mutationOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (!operationName || definition.name?.value === operationName),
  );
  return operation?.operation === OperationTypeNode.MUTATION ? operation : undefined;
}
