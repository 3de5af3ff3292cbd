/**
 * Types the Storefront API operations in `src/lib/shopify/documents` from the schema that ships with
 * hydrogen-react (the API version the store targets). `npm run codegen` rewrites
 * `src/lib/shopify/generated/`; a unit test fails when those files are stale.
 *
 * - `documentMode: 'string'`: documents are plain strings, not AST objects, so the browser only
 *   downloads the query text it sends.
 * - no fragment masking: the `reshape-*.ts` files read the fragments directly and are the only consumers.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { storefrontApiCustomScalars } from '@shopify/hydrogen-react/codegen.helpers';
import { stripIgnoredCharacters } from 'graphql';
import { format, resolveConfig } from 'prettier';

/**
 * The last touch on each generated file, also used by the test that checks the files are fresh:
 * writes each document without the spaces and line breaks GraphQL ignores (graphql-js's
 * `stripIgnoredCharacters`: the cart's documents alone were 22 kB of text in every page's first
 * load, and each request sends its document), marks the documents pure, so a bundle keeps only the
 * ones its route imports (Rollup cannot tell that `new TypedDocumentString()` has no side effects),
 * and formats the file like the rest of the repository. The readable documents are the `.graphql`
 * files.
 */
export async function finishGeneratedFile(path: string, content: string): Promise<string> {
  const stripped = content.replace(
    /new TypedDocumentString\(\s*`([^`]*)`/g,
    (_, document: string) => `new TypedDocumentString(\`${stripIgnoredCharacters(document)}\``,
  );
  const pure = stripped.replaceAll(
    '= new TypedDocumentString(',
    '= /* @__PURE__ */ new TypedDocumentString(',
  );
  return format(pure, { ...(await resolveConfig(path)), filepath: path });
}

export const shopifyCodegenConfig: CodegenConfig = {
  overwrite: true,
  schema: 'node_modules/@shopify/hydrogen-react/storefront.schema.json',
  documents: ['src/lib/shopify/documents/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/lib/shopify/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, skipIndexFile: true },
      config: {
        documentMode: 'string',
        scalars: storefrontApiCustomScalars,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true },
      },
    },
  },
  hooks: { beforeOneFileWrite: [finishGeneratedFile] },
};

export default shopifyCodegenConfig;
