// @vitest-environment node
/**
 * The layer rules of eslint.config.js refuse what they say they refuse: each case lints a file
 * that would sit in the tree (nothing is written) and expects the rule's message.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules are checked without no-cycle, which would walk the whole module graph from each
// imported file (seconds per case on a busy machine); the cycle case below uses the full config.
const withoutCycles = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const full = new ESLint();

async function problems(filePath: string, code: string, eslint = withoutCycles) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('the layer rules', () => {
  it.each([
    [
      'lib imports a component',
      'src/lib/sample.ts',
      `import { PageMeta } from '../components/page-meta';`,
      'src/lib is below src/components',
    ],
    [
      'lib imports a feature',
      'src/lib/shopify/sample.ts',
      `import { Component } from '../../features/shop/shop-route';`,
      'src/lib is below src/features',
    ],
    [
      'lib imports the app',
      'src/lib/sample.ts',
      `import { createStore } from '../app/create-store';`,
      'src/lib is below src/app',
    ],
    [
      'a component imports a feature',
      'src/components/sample.ts',
      `import { Component } from '../features/cart/cart-route';`,
      'src/components is below src/features',
    ],
    [
      'a feature imports the app',
      'src/features/cart/sample.ts',
      `import { createStore } from '../../app/create-store';`,
      'src/features is below src/app',
    ],
    [
      'domain imports lib',
      'src/domain/sample.ts',
      `import { withDeadline } from '../lib/deadline';`,
      'src/domain is below src/lib',
    ],
    [
      'config imports domain',
      'src/config/sample.ts',
      `import { formatMoney } from '../domain/money';`,
      'src/config is below src/domain',
    ],
    [
      'the MCP server imports a component',
      'src/agent/sample.ts',
      `import { PageMeta } from '../components/page-meta';`,
      'src/agent is below src/components',
    ],
    [
      'the app imports the MCP server',
      'src/app/sample.ts',
      `import { createStoreMcpServer } from '../agent/mcp-server';`,
      'the browser app never imports it',
    ],
    [
      'a feature imports another from its route file',
      'src/features/cart/sample-route.tsx',
      `import { Component } from '../shop/shop-route';`,
      'A feature does not import another feature',
    ],
    [
      'a feature imports another from deep inside',
      'src/features/content/components/legal/sample.tsx',
      `import { useQuiz } from '../../../quiz/quiz-route';`,
      'A feature does not import another feature',
    ],
    [
      'the app imports the local services',
      'src/app/sample.ts',
      `import { handlers } from '../../mocks/handlers';`,
      'The app never imports the local services',
    ],
  ])('refuses: %s', async (_case, filePath, code, message) => {
    const found = await problems(filePath, `${code}\nexport const sample = 1;\n`);
    expect(found).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining(message),
    });
  });

  it.each([
    [
      'React in domain',
      'src/domain/sample.ts',
      `import { useState } from 'react';`,
      'src/domain is plain TypeScript',
    ],
    [
      'MUI in domain',
      'src/domain/sample.ts',
      `import { Button } from '@mui/material';`,
      'src/domain is plain TypeScript',
    ],
    [
      'a vendor SDK in domain',
      'src/domain/sample.ts',
      `import { createClient } from '@sanity/client';`,
      'Only src/lib talks to vendor SDKs',
    ],
    [
      'a vendor SDK in a feature',
      'src/features/cart/sample.ts',
      `import { getAuth } from 'firebase/auth';`,
      'Only src/lib talks to vendor SDKs',
    ],
    [
      'a component reaches a service',
      'src/components/sample.ts',
      `import { useStoreCart } from '../lib/shopify';`,
      'components/ does not reach a service',
    ],
    [
      'a vendor SDK in a component',
      'src/components/sample.ts',
      `import { useCart } from '@shopify/hydrogen-react';`,
      'Only src/lib talks to vendor SDKs',
    ],
  ])('refuses: %s', async (_case, filePath, code, message) => {
    const found = await problems(filePath, `${code}\nexport const sample = 1;\n`);
    expect(found).toContainEqual({
      ruleId: 'no-restricted-imports',
      message: expect.stringContaining(message),
    });
  });

  it.each([
    [
      'a feature imports its own parts',
      'src/features/cart/sample.ts',
      `import { CartDetails } from './components/cart-details';`,
    ],
    [
      'a feature imports components, lib, domain and config',
      'src/features/cart/sample.ts',
      `import { PageMeta } from '../../components/page-meta';\nimport { withDeadline } from '../../lib/deadline';\nimport { formatMoney } from '../../domain/money';\nimport { paths } from '../../config/paths';`,
    ],
    ['lib imports domain', 'src/lib/sample.ts', `import { formatMoney } from '../domain/money';`],
    [
      'a component names a type of a service',
      'src/components/sample.ts',
      `import type { StorefrontEvent } from '../lib/shopify';`,
    ],
    [
      'the prerender entry runs the local services',
      'src/entry-prerender.tsx',
      `export const start = () => import('../mocks/node');`,
    ],
  ])('allows: %s', async (_case, filePath, code) => {
    const found = await problems(filePath, `${code}\nexport const sample = 1;\n`);
    expect(
      found.filter(
        ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' || ruleId === 'no-restricted-imports',
      ),
    ).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // src/domain/shipping.ts imports src/domain/money.ts: money importing shipping back closes a loop.
    const found = await problems(
      'src/domain/money.ts',
      `import { shippingPriceLabel } from './shipping';\nexport const x = shippingPriceLabel;\n`,
      full,
    );
    expect(found).toContainEqual({
      ruleId: 'import-x/no-cycle',
      message: expect.stringContaining('Dependency cycle'),
    });
  });
});
