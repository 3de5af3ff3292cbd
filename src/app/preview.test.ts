import { stegaClean } from '@sanity/client/stega';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import type { InitializedClientConfig } from '@sanity/client';
import { sanityClient } from '../lib/sanity/client';
import { conditionQueryOptions } from '../lib/sanity/queries/conditions';
import { startPreview } from './preview';

const notice = () => document.getElementById('preview-notice')?.textContent ?? null;

// The test files of a worker share the page's one client: each test gives it back as it found it
// (`withCredentials` unset there, which `config` would leave as the preview set it).
let shoppersClient: InitializedClientConfig;
beforeAll(async () => {
  shoppersClient = (await sanityClient()).config();
});
afterEach(async () => {
  document.getElementById('preview-notice')?.remove();
  (await sanityClient()).config({ ...shoppersClient, withCredentials: false });
});

describe('the store in the Studio’s frame', () => {
  it('starts as shoppers see it when the Studio asked for no preview', async () => {
    expect(await startPreview(null, 'http://localhost:3333/')).toBeNull();
    expect(notice()).toBeNull();
  });

  it('says so, and shows the published store, when the perspective is not one it can show', async () => {
    expect(await startPreview('drafts;drop', 'http://localhost:3333/')).toBeNull();
    expect(notice()).toBe(
      'This preview cannot be shown: the Studio asked for the perspective “drafts;drop”, which the store does not know. You are seeing the published store.',
    );
  });

  it('says so when the browser did not say which Studio opened it', async () => {
    expect(await startPreview('drafts', '')).toBeNull();
    expect(notice()).toMatch(
      /^This preview cannot be shown: the browser did not say which Studio opened it\./,
    );
  });

  it('reads the drafts from then on', async () => {
    expect(await startPreview('drafts', 'http://localhost:3333/presentation')).not.toBeNull();
    expect(notice()).toBeNull();
    const condition = await new QueryClient().fetchQuery(conditionQueryOptions('blood-sugar'));
    expect(stegaClean(condition.title)).toBe('Blood Sugar Support (draft)');
  });
});

describe('the editor’s session', () => {
  const start = async (answer?: () => Response) => {
    if (answer) server.use(http.get('*/:version/users/me', answer));
    return startPreview('drafts', 'http://localhost:3333/presentation');
  };

  it('goes unsaid while Sanity knows the editor', async () => {
    await start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notice()).toBeNull();
  });

  it('is missing: the page says it is not the drafts', async () => {
    await start(() => HttpResponse.json({}));
    await vi.waitFor(() => expect(notice()).toMatch(/^Sanity does not know you in this frame/));
  });

  it('cannot be checked: the page says what to check', async () => {
    await start(() => HttpResponse.error());
    await vi.waitFor(() => expect(notice()).toMatch(/CORS origins, with credentials allowed/));
  });
});
