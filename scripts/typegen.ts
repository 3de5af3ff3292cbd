/**
 * `npm run typegen`: writes the content's generated types after a change to the Studio schema or
 * to a GROQ query (scripts/content-typegen.ts says what each file is).
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generateContentTypes, generatedFiles } from './content-typegen';

const started = performance.now();
const files = await generateContentTypes();
for (const [file, content] of Object.entries(files)) {
  const path = generatedFiles[file as keyof typeof generatedFiles];
  await writeFile(resolve(import.meta.dirname, '..', path), content);
  console.log(`wrote ${path}`);
}
console.log(`in ${Math.round(performance.now() - started)} ms`);
