import { stegaClean } from '@sanity/client/stega';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { conditionQueryOptions } from '../lib/sanity/queries/conditions';
import { startPreview } from './preview';

const notice = () => document.getElementById('preview-notice')?.textContent ?? null;

afterEach(() => document.getElementById('preview-notice')?.remove());

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

describe('the preview, once the store runs', () => {
  const connect = async (answer?: () => Response) => {
    if (answer) server.use(http.get('*/:version/users/me', answer));
    const preview = await startPreview('drafts', 'http://localhost:3333/presentation');
    const router = createMemoryRouter([{ path: '*', element: null }]);
    preview?.connect(new QueryClient(), router);
    return router;
  };

  it('says nothing while Sanity knows the editor', async () => {
    await connect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notice()).toBeNull();
  });

  it('says the page is not the drafts when Sanity does not know the editor in the frame', async () => {
    await connect(() => HttpResponse.json({}));
    await vi.waitFor(() => expect(notice()).toMatch(/^Sanity does not know you in this frame/));
  });

  it('says what to check when Sanity cannot be reached with the session', async () => {
    await connect(() => HttpResponse.error());
    await vi.waitFor(() => expect(notice()).toMatch(/CORS origins, with credentials allowed/));
  });
});
