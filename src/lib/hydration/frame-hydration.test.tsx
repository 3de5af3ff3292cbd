import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import type * as FrameHydration from './frame-hydration';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

type HydrationModule = typeof FrameHydration;

/** A deferred part with something to do once hydrated. */
function Greeting({ name }: { name: string }) {
  const [waved, setWaved] = useState(false);
  return (
    <p>
      <span>{`Hello ${name}`}</span>
      <button type="button" onClick={() => setWaved(true)}>
        {waved ? `${name} waved` : 'Wave'}
      </button>
    </p>
  );
}

/** A page as the store frames it: header and page boundaries, a deferred part in the page. */
function Page({ frame, Part }: { frame: HydrationModule; Part: ComponentType<{ name: string }> }) {
  return (
    <>
      <Suspense fallback={null}>
        <h1>Store</h1>
        <frame.FramePartHydrated part="header" />
      </Suspense>
      <Suspense fallback={null}>
        <Part name="Ada" />
        <frame.FramePartHydrated part="page" />
      </Suspense>
    </>
  );
}

/** Each test gets the module fresh: which parts have hydrated is state of the page. */
async function freshModule(): Promise<HydrationModule> {
  vi.resetModules();
  return import('./frame-hydration');
}

/** The browser's idle callbacks, run when a test says the browser is idle. */
let idleTasks: Array<() => void> = [];
function stubIdle() {
  idleTasks = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  vi.stubGlobal('cancelIdleCallback', () => {});
}
const becomeIdle = () => act(async () => idleTasks.splice(0).forEach((task) => task()));

/** Server HTML of the page, with the part's code loaded as the prerender loads it. */
async function prerender(): Promise<string> {
  const server = await freshModule();
  const ServerPart = server.deferredPart('greeting', async () => Greeting);
  await server.loadDeferredParts();
  return renderToString(<Page frame={server} Part={ServerPart} />);
}

/** Hydrates the prerendered HTML with a fresh module whose part loads with `load`. */
async function hydrate(html: string, load: () => Promise<ComponentType<{ name: string }>>) {
  const browser = await freshModule();
  const Part = browser.deferredPart('greeting', load);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Page frame={browser} Part={Part} />);
  });
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-interactive');
});

describe('deferred parts', () => {
  it('render once their code has loaded when the page is rendered in the browser', async () => {
    const frame = await freshModule();
    const Part = frame.deferredPart('greeting', async () => Greeting);
    await act(async () => {
      render(<Page frame={frame} Part={Part} />);
    });

    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Wave' }));
    expect(screen.getByRole('button', { name: 'Ada waved' })).toBeInTheDocument();
  });

  it('show at once when a route preloaded them with its data', async () => {
    const frame = await freshModule();
    const Part = frame.deferredPart('greeting', async () => Greeting);
    await Part.preload();
    render(<Page frame={frame} Part={Part} />);

    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('keep their prerendered HTML while the page hydrates and load once it is idle', async () => {
    stubIdle();
    const html = await prerender();
    expect(html).toContain('Hello Ada');
    let arrive = () => {};
    const load = vi.fn(
      () => new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = () => resolve(Greeting))),
    );
    await hydrate(html, load);

    // Header and page hydrated; the part is still the prerendered HTML, its code not asked for.
    expect(screen.getByRole('heading', { name: 'Store' })).toBeInTheDocument();
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute('data-interactive');

    // Idle: the code loads, the part hydrates in place and the page counts as interactive.
    await becomeIdle();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-interactive'));
    expect(screen.getAllByText('Hello Ada')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Wave' }));
    expect(screen.getByRole('button', { name: 'Ada waved' })).toBeInTheDocument();
  });

  it('keep the prerendered HTML when their code cannot load, and try again when pointed at', async () => {
    stubIdle();
    const html = await prerender();
    const load = vi
      .fn<() => Promise<ComponentType<{ name: string }>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    await hydrate(html, load);

    await becomeIdle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-interactive');

    await act(async () => fireEvent.pointerOver(screen.getByText('Hello Ada')));
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-interactive'));
    fireEvent.click(screen.getByRole('button', { name: 'Wave' }));
    expect(screen.getByRole('button', { name: 'Ada waved' })).toBeInTheDocument();
  });
});
