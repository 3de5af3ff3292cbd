/**
 * Errors of the mock Storefront API in the shape Shopify's GraphQL server (graphql-ruby) gives
 * them: `{ message, locations, path?, extensions: { code, ... } }`, with graphql-js's validation
 * messages reworded as graphql-ruby words them.
 */
import { visit, type ASTNode, type DocumentNode, type GraphQLError } from 'graphql';

export interface StorefrontErrorJson {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions: { code: string; [key: string]: unknown };
}

export interface StorefrontResult {
  data?: unknown;
  errors?: StorefrontErrorJson[];
}

/** Where each field, argument and fragment sits, as graphql-ruby prints it in `path`. */
export function documentPaths(document: DocumentNode): Map<ASTNode, string[]> {
  const paths = new Map<ASTNode, string[]>();
  const stack: string[] = [];
  const push = (node: ASTNode, segment: string) => {
    stack.push(segment);
    paths.set(node, [...stack]);
  };
  const pop = () => void stack.pop();
  visit(document, {
    OperationDefinition: {
      enter: (node) => push(node, node.name ? `${node.operation} ${node.name.value}` : node.operation),
      leave: pop,
    },
    FragmentDefinition: { enter: (node) => push(node, `fragment ${node.name.value}`), leave: pop },
    InlineFragment: {
      enter: (node) => push(node, node.typeCondition ? `... on ${node.typeCondition.name.value}` : '...'),
      leave: pop,
    },
    Field: { enter: (node) => push(node, node.name.value), leave: pop },
    Argument: { enter: (node) => push(node, node.name.value), leave: pop },
    FragmentSpread: { enter: (node) => push(node, `... ${node.name.value}`), leave: pop },
  });
  return paths;
}

type Translation = [
  RegExp,
  (match: RegExpExecArray) => { message: string; extensions: StorefrontErrorJson['extensions'] },
];

/** graphql-js's validation messages, reworded as graphql-ruby (Shopify's server) words them. */
const validationTranslations: Translation[] = [
  [
    /^Cannot query field "(\w+)" on type "(\w+)"\./,
    ([, field, type]) => ({
      message: `Field '${field}' doesn't exist on type '${type}'`,
      extensions: { code: 'undefinedField', typeName: type, fieldName: field },
    }),
  ],
  [
    /^Unknown argument "(\w+)" on field "\w+\.(\w+)"\./,
    ([, argument, field]) => ({
      message: `Field '${field}' doesn't accept argument '${argument}'`,
      extensions: { code: 'argumentNotAccepted', name: field, typeName: 'Field', argumentName: argument },
    }),
  ],
  [
    /^Field "(\w+)" argument "(\w+)" of type ".+" is required, but it was not provided\./,
    ([, field, argument]) => ({
      message: `Field '${field}' is missing required arguments: ${argument}`,
      extensions: { code: 'missingRequiredArguments', className: 'Field', name: field, arguments: argument },
    }),
  ],
  [
    /^Variable "\$(\w+)" is not defined(?: by operation "(\w+)")?\./,
    ([, variable, operation]) => ({
      message: `Variable $${variable} is used by ${operation ?? 'anonymous query'} but not declared`,
      extensions: { code: 'variableNotDefined', variableName: variable },
    }),
  ],
  [
    /^Variable "\$(\w+)" is never used(?: in operation "(\w+)")?\./,
    ([, variable, operation]) => ({
      message: `Variable $${variable} is declared by ${operation ?? 'anonymous query'} but not used`,
      extensions: { code: 'variableNotUsed', variableName: variable },
    }),
  ],
  [
    /^Fragment "(\w+)" is never used\./,
    ([, fragment]) => ({
      message: `Fragment ${fragment} was defined, but not used`,
      extensions: { code: 'useAndDefineFragment', fragmentName: fragment },
    }),
  ],
  [
    /^Unknown fragment "(\w+)"\./,
    ([, fragment]) => ({
      message: `Fragment ${fragment} was used, but not defined`,
      extensions: { code: 'useAndDefineFragment', fragmentName: fragment },
    }),
  ],
  [
    /^Unknown type "(\w+)"\./,
    ([, type]) => ({
      message: `No such type ${type}, so it can't be a fragment condition`,
      extensions: { code: 'undefinedType', typeName: type },
    }),
  ],
  [
    /^Field "(\w+)" of type "(.+)" must have a selection of subfields\./,
    ([, field, type]) => ({
      message: `Field must have selections (field '${field}' returns ${type?.replace(/[[\]!]/g, '')} but has no selections. Did you mean '${field} { ... }'?)`,
      extensions: {
        code: 'selectionMismatch',
        nodeName: `field '${field}'`,
        typeName: type?.replace(/[[\]!]/g, ''),
      },
    }),
  ],
  [
    /^Unknown directive "@(\w+)"\./,
    ([, directive]) => ({
      message: `Directive @${directive} is not defined`,
      extensions: { code: 'undefinedDirective', directiveName: directive },
    }),
  ],
];

export function locationsOf(error: GraphQLError) {
  return error.locations?.map(({ line, column }) => ({ line, column }));
}

export function validationError(error: GraphQLError, paths: Map<ASTNode, string[]>): StorefrontErrorJson {
  const node = error.nodes?.[0];
  const path = node ? paths.get(node) : undefined;
  for (const [pattern, translate] of validationTranslations) {
    const match = pattern.exec(error.message);
    if (!match) continue;
    const { message, extensions } = translate(match);
    return {
      message,
      locations: locationsOf(error),
      ...(path ? { path } : {}),
      extensions,
    };
  }
  return {
    message: error.message,
    locations: locationsOf(error),
    ...(path ? { path } : {}),
    extensions: { code: 'validationError' },
  };
}

export function executionError(error: GraphQLError): StorefrontErrorJson {
  const variable = /^Variable "\$(\w+)" (?:got invalid value|of required type "(.+)" was not provided)/.exec(
    error.message,
  );
  if (variable) {
    return {
      message: `Variable $${variable[1]} of type ${variable[2] ?? 'the declared type'} was provided invalid value`,
      locations: locationsOf(error),
      extensions: { code: 'variableMismatch', problems: [{ path: [], explanation: error.message }] },
    };
  }
  return {
    message: error.message,
    locations: locationsOf(error),
    ...(error.path ? { path: [...error.path] } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...error.extensions } as StorefrontErrorJson['extensions'],
  };
}
