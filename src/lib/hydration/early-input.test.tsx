/**
 * The shopper's early input, end to end in the DOM: the boot script (boot.js, evaluated as the page
 * would) holds taps made on the prerendered HTML before React listens, and the app replays them on
 * the same elements once it has taken over (early-input.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import bootScript from './boot.js?raw';
import type * as FrameHydration from './frame-hydration';

type Frame = typeof FrameHydration;

function Counter() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((count) => count + 1)}>
      {taps === 0 ? 'Open menu' : `Opened ${taps}`}
    </button>
  );
}

/** A form only the app can send (no address of its own), with a controlled field. */
function Subscribe({ onSubscribe }: { onSubscribe: (email: string, via: string) => void }) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    onSubscribe(email, submitter?.textContent ?? '');
  };
  return (
    <form onSubmit={submit} aria-label="Newsletter">
      <label>
        Email
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="submit">Subscribe</button>
    </form>
  );
}

/** A controlled checkbox: its tick is React's state. */
function Consent() {
  const [agreed, setAgreed] = useState(false);
  return (
    <label>
      <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      {agreed ? 'Agreed' : 'I agree'}
    </label>
  );
}

function Waver({ name }: { name: string }) {
  const [waved, setWaved] = useState(false);
  return (
    <button type="button" onClick={() => setWaved(true)}>
      {waved ? `${name} waved` : 'Wave'}
    </button>
  );
}

interface PageProps {
  frame: Frame;
  Footer: ComponentType<{ name: string }>;
  onSubscribe: (email: string, via: string) => void;
}

function Page({ frame, Footer, onSubscribe }: PageProps) {
  return (
    <>
      <Suspense fallback={null}>
        <Counter />
        <frame.FramePartHydrated part="header" />
      </Suspense>
      <Suspense fallback={null}>
        <a href="/shop">Shop</a>
        <Subscribe onSubscribe={onSubscribe} />
        <Consent />
        <frame.FramePartHydrated part="page" />
      </Suspense>
      <Footer name="Ada" />
    </>
  );
}

async function freshModules() {
  vi.resetModules();
  const frame = await import('./frame-hydration');
  const earlyInput = await import('./early-input');
  return { frame, earlyInput };
}

/** The prerendered page in the document, with the boot script run on it as the page's head does. */
async function prerenderedPage(): Promise<void> {
  const { frame } = await freshModules();
  const Footer = frame.deferredPart('footer', async () => Waver);
  await frame.loadDeferredParts();
  const html = renderToString(<Page frame={frame} Footer={Footer} onSubscribe={() => {}} />);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  window.eval(bootScript);
}

let container: HTMLElement;
let root: Root | undefined;

/** The app starts: hydrateRoot, then the take-over (as main.tsx does). */
async function startApp({
  loadFooter = async () => Waver,
  onSubscribe = () => {},
}: {
  loadFooter?: () => Promise<ComponentType<{ name: string }>>;
  onSubscribe?: PageProps['onSubscribe'];
} = {}) {
  const { frame, earlyInput } = await freshModules();
  const Footer = frame.deferredPart('footer', loadFooter);
  await act(async () => {
    root = hydrateRoot(container, <Page frame={frame} Footer={Footer} onSubscribe={onSubscribe} />);
    earlyInput.takeOverEarlyInput();
  });
  return frame;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  // The boot script's listeners stay on the document: stopped, they let every event through.
  window.storeEarlyInput?.stop();
  delete window.storeEarlyInput;
  container?.remove();
  document.documentElement.removeAttribute('data-interactive');
  vi.unstubAllGlobals();
});

describe('a tap before the app has started', () => {
  it('is held with the control showing it is working, then replayed once the app takes over', async () => {
    await prerenderedPage();
    const button = screen.getByRole('button', { name: 'Open menu' });

    const notCancelled = fireEvent.click(button);

    expect(notCancelled).toBe(false);
    expect(button).toHaveAttribute('data-early-input');
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);

    await startApp();

    // The same element, now hydrated, answered the tap once (the repeated tap was ignored).
    expect(button).toHaveTextContent('Opened 1');
    expect(button).not.toHaveAttribute('data-early-input');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('lets a link go ahead as HTML', async () => {
    await prerenderedPage();
    const link = screen.getByRole('link', { name: 'Shop' });
    // jsdom does not navigate; what matters is that nothing held the click back.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });

    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);

    expect(link).not.toHaveAttribute('data-early-input');
    expect(event.defaultPrevented).toBe(true);
  });

  it('keeps a form the app sends, with what was typed, and sends it once the app is there', async () => {
    await prerenderedPage();
    const field = screen.getByLabelText('Email');
    fireEvent.input(field, { target: { value: 'ada@example.com' } });
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    act(() => screen.getByRole<HTMLFormElement>('form', { name: 'Newsletter' }).requestSubmit(subscribe));
    expect(subscribe).toHaveAttribute('aria-busy', 'true');

    const onSubscribe = vi.fn();
    await startApp({ onSubscribe });

    expect(onSubscribe).toHaveBeenCalledWith('ada@example.com', 'Subscribe');
    expect(field).toHaveValue('ada@example.com');
    expect(subscribe).not.toHaveAttribute('aria-busy');
  });

  it("ticks a checkbox tapped early once the app has it, in React's state as on screen", async () => {
    await prerenderedPage();
    const box = screen.getByRole('checkbox', { name: 'I agree' });

    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-busy', 'true');

    await startApp();

    expect(screen.getByRole('checkbox', { name: 'Agreed' })).toBe(box);
    expect(box).toBeChecked();
  });

  it('stops spinning when the app cannot start', async () => {
    await prerenderedPage();
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);

    window.storeEarlyInput?.release();

    expect(button).not.toHaveAttribute('data-early-input');
    // From then on the page is plain HTML: nothing is held any more.
    expect(fireEvent.click(button)).toBe(true);
  });
});

describe('a tap in a deferred part', () => {
  it('waits for the part to load and hydrate, then is answered', async () => {
    await prerenderedPage();
    let arrive = () => {};
    const loadFooter = vi.fn(
      () => new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = () => resolve(Waver))),
    );
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    await startApp({ loadFooter });
    const wave = screen.getByRole('button', { name: 'Wave' });

    // React would drop this tap: the part's code is not there yet.
    expect(fireEvent.click(wave)).toBe(false);
    expect(wave).toHaveAttribute('aria-busy', 'true');
    expect(loadFooter).toHaveBeenCalledTimes(1);

    await act(async () => arrive());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ada waved' })).toBe(wave));
    expect(wave).not.toHaveAttribute('aria-busy');
    expect(document.documentElement).toHaveAttribute('data-interactive');
  });
});
