/**
 * The shopper's early input, end to end in the DOM: the boot script (boot.js, evaluated as the page
 * would) holds taps made on the prerendered HTML before React listens, and the app replays them on
 * the same elements once it has taken over (early-input.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen } from '@testing-library/react';
import bootScript from './boot.js?raw';
import { takeOverEarlyInput } from './early-input';

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

interface PageProps {
  onSubscribe: (email: string, via: string) => void;
}

function Page({ onSubscribe }: PageProps) {
  return (
    <>
      <Counter />
      <a href="/shop">Shop</a>
      <Subscribe onSubscribe={onSubscribe} />
      <Consent />
    </>
  );
}

/** The prerendered page in the document, with the boot script run on it as the page's head does. */
function prerenderedPage(): void {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSubscribe={() => {}} />);
  document.body.append(container);
  window.eval(bootScript);
}

let container: HTMLElement;
let root: Root | undefined;

/** The app starts: hydrateRoot, then the take-over (as main.tsx does). */
async function startApp({ onSubscribe = () => {} }: Partial<PageProps> = {}) {
  await act(async () => {
    root = hydrateRoot(container, <Page onSubscribe={onSubscribe} />);
    takeOverEarlyInput();
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  // The boot script's listeners stay on the document: stopped, they let every event through.
  window.storeEarlyInput?.release();
  delete window.storeEarlyInput;
  container?.remove();
  document.documentElement.setAttribute('data-js', '');
});

describe('a tap before the app has started', () => {
  it('is held with the control showing it is working, then replayed once the app takes over', async () => {
    prerenderedPage();
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
    prerenderedPage();
    const link = screen.getByRole('link', { name: 'Shop' });
    // jsdom does not navigate; what matters is that nothing held the click back.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });

    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);

    expect(link).not.toHaveAttribute('data-early-input');
    expect(event.defaultPrevented).toBe(true);
  });

  it('keeps a form the app sends, with what was typed, and sends it once the app is there', async () => {
    prerenderedPage();
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
    prerenderedPage();
    const box = screen.getByRole('checkbox', { name: 'I agree' });

    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-busy', 'true');

    await startApp();

    expect(screen.getByRole('checkbox', { name: 'Agreed' })).toBe(box);
    expect(box).toBeChecked();
  });

  it('stops spinning when the app cannot start', async () => {
    prerenderedPage();
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);

    window.storeEarlyInput?.release();

    expect(button).not.toHaveAttribute('data-early-input');
    // From then on the page is plain HTML: nothing is held any more.
    expect(fireEvent.click(button)).toBe(true);
  });
});
