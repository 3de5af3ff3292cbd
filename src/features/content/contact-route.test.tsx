import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { openEmailApp } from './components/contact/open-email-app';

// jsdom cannot open an email app; the test checks which message would be handed to it.
vi.mock('./components/contact/open-email-app', () => ({ openEmailApp: vi.fn() }));

async function openContactPage() {
  renderRoutes([{ path: '/contact', load: () => import('./contact-route') }], '/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, pageLoad);
  return { user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** Pastes rather than types: the same events reach the form, without a render per keystroke. */
async function fill(user: UserEvent, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

describe('contact page', () => {
  it('shows every way to reach support and when to expect a reply', async () => {
    await openContactPage();

    const email = screen.getByRole('link', { name: /@/ });
    expect(email).toHaveAttribute('href', expect.stringMatching(/^mailto:[^?]+@[^?]+$/));
    expect(screen.getByRole('link', { name: /\d{3}.*\d{4}/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d{10,11}$/),
    );
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByText('Mon-Fri 9AM-6PM EST')).toBeInTheDocument();
    expect(screen.getByText(/within 24-48 hours/)).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Sankofa Wellness');
  });

  it('asks for every field, with the email typed as an email address', async () => {
    await openContactPage();

    for (const name of ['Your name', 'Email address', 'Subject', 'Message']) {
      expect(field(name)).toBeRequired();
    }
    expect(field('Email address')).toHaveAttribute('type', 'email');
  });

  it('shows what to fix and sends nothing when the form is incomplete', async () => {
    const { user } = await openContactPage();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field('Your name')).toHaveAccessibleDescription('Please enter your name.');
    expect(field('Email address')).toHaveAccessibleDescription('Please enter your email address.');
    expect(field('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(field('Message')).toHaveAccessibleDescription('Please enter your message.');
    expect(field('Your name')).toHaveFocus();
    expect(field('Your name')).toBeInvalid();
    expect(openEmailApp).not.toHaveBeenCalled();
    expect(screen.queryByText('Thank you for reaching out!')).not.toBeInTheDocument();
  });

  it('rejects a mistyped email address', async () => {
    const { user } = await openContactPage();

    await fill(user, 'Your name', 'Ada Johnson');
    await fill(user, 'Email address', 'ada@example');
    await fill(user, 'Subject', 'Order question');
    await fill(user, 'Message', 'When will my order ship?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(field('Email address')).toHaveFocus();
    expect(openEmailApp).not.toHaveBeenCalled();
  });

  it('opens the email app with the message addressed to support', async () => {
    const { user } = await openContactPage();
    const supportAddress = screen.getByRole('link', { name: /@/ }).textContent ?? '';

    await fill(user, 'Your name', 'Ada Johnson');
    await fill(user, 'Email address', 'ada@example.com');
    await fill(user, 'Subject', 'Order question');
    await fill(user, 'Message', 'When will my order ship?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(openEmailApp).toHaveBeenCalledTimes(1);
    const href = new URL(vi.mocked(openEmailApp).mock.calls[0]?.[0] ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(supportAddress);
    expect(href.searchParams.get('subject')).toBe('Order question');
    expect(href.searchParams.get('body')).toBe(
      'When will my order ship?\r\n\r\nAda Johnson\r\nada@example.com',
    );
    const confirmation = screen.getByRole('alert');
    expect(confirmation).toHaveTextContent('Thank you for reaching out!');
    expect(confirmation).toHaveTextContent(/Press Send there/);
    expect(within(confirmation).getByRole('link', { name: supportAddress })).toHaveAttribute(
      'href',
      href.href,
    );
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"contactPage"');
    renderRoutes([{ path: '/contact', load: () => import('./contact-route') }], '/contact');

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
  });
});
