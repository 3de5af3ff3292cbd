/**
 * The content model compiled the way the Studio compiles it (on top of Sanity's built-in types),
 * for checks that run outside the Studio: schema validation and seed compatibility.
 */
import { Schema } from '@sanity/schema';
import { builtinTypes, groupProblems, validateSchema } from '@sanity/schema/_internal';
import type { SchemaTypeDefinition } from 'sanity';
import { schemaTypes } from './index';

export function compileContentModel(types: SchemaTypeDefinition[] = schemaTypes) {
  const builtin = Schema.compile({ name: 'builtin', types: builtinTypes });
  return Schema.compile({ name: 'sankofa', types, parent: builtin });
}

/** What `sanity schema validate` reports, as readable "severity path: message" lines. */
export function schemaProblems(types: SchemaTypeDefinition[] = schemaTypes): string[] {
  return groupProblems(validateSchema(types).getTypes()).flatMap((group) =>
    group.problems.map((problem) => {
      const path = group.path
        .map((segment) => ('name' in segment && segment.name ? segment.name : segment.kind))
        .join(' > ');
      return `${problem.severity} ${path}: ${problem.message}`;
    }),
  );
}
