import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { answerCallable, heldReply } from '../../components/testing/callables';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';

async function openContactPage(at = '/contact') {
  renderRoutes([{ path: '/contact', load: () => import('./contact-route') }], at);
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

  it('fills in the subject a link asks for, and leaves out one it would refuse', async () => {
    const { user } = await openContactPage('/contact?subject=Accessibility+barrier');
    await waitFor(() => expect(field('Subject')).toHaveValue('Accessibility barrier'));
    expect(field('Message')).toHaveValue('');

    await user.clear(field('Subject'));
    expect(field('Subject')).toHaveValue('');
    await fill(user, 'Subject', 'Keyboard trap in the quiz');
    expect(field('Subject')).toHaveValue('Keyboard trap in the quiz');
  });

  it.each([
    ['HTML', '<b>Accessibility</b>'],
    ['too long', 'A'.repeat(300)],
  ])('leaves the subject empty when the link asks for one with %s', async (_, subject) => {
    await openContactPage(`/contact?${new URLSearchParams({ subject }).toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Subject')).toHaveValue('');
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
  });

  async function fillAll(user: UserEvent) {
    await fill(user, 'Your name', 'Ada Johnson');
    await fill(user, 'Email address', 'ada@example.com');
    await fill(user, 'Subject', 'Order question');
    await fill(user, 'Message', 'When will my order ship?');
  }

  it('sends the message to support and confirms it with its reference once the store has answered', async () => {
    const held = heldReply({ result: { reference: 'SW-7K3Q9X' } });
    const { calls } = answerCallable('sendContactMessage', held.reply);
    const { user } = await openContactPage();

    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.queryByText('Thank you for reaching out!')).not.toBeInTheDocument();
    held.release();

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Thank you for reaching out!');
    expect(confirmation).toHaveTextContent('Your reference: SW-7K3Q9X');
    expect(confirmation).toHaveFocus();
    expect(calls).toEqual([
      {
        name: 'Ada Johnson',
        email: 'ada@example.com',
        subject: 'Order question',
        message: 'When will my order ship?',
      },
    ]);

    await user.click(within(confirmation).getByRole('button', { name: 'Write another message' }));
    expect(field('Your name')).toHaveValue('');
  });

  it('sends ordinary text with angle brackets, and refuses HTML tags before sending', async () => {
    const { calls } = answerCallable('sendContactMessage', () => ({ result: { reference: 'SW-7K3Q9X' } }));
    const { user } = await openContactPage();

    await fill(user, 'Your name', 'Jane <jane@example.com>');
    await fill(user, 'Email address', 'jane@example.com');
    await fill(user, 'Subject', 'Order question');
    await fill(user, 'Message', 'Click <a href="https://spam.example">here</a>');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field('Message')).toHaveAccessibleDescription(
      'Please remove HTML tags (like <b>) from your message.',
    );
    expect(field('Your name')).toBeValid();
    expect(calls).toEqual([]);

    await user.clear(field('Message'));
    await fill(user, 'Message', 'My husband <john@example.com> ordered it.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your reference: SW-7K3Q9X');
    expect(calls).toEqual([
      {
        name: 'Jane <jane@example.com>',
        email: 'jane@example.com',
        subject: 'Order question',
        message: 'My husband <john@example.com> ordered it.',
      },
    ]);
  });

  it("shows the server's problems next to their fields and keeps what was typed", async () => {
    answerCallable('sendContactMessage', () => ({
      error: {
        status: 'INVALID_ARGUMENT',
        message: 'Please check the highlighted fields.',
        details: { problems: { subject: 'Please remove HTML tags (like <b>) from the subject.' } },
      },
    }));
    const { user } = await openContactPage();

    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(field('Subject')).toHaveAccessibleDescription(
        'Please remove HTML tags (like <b>) from the subject.',
      ),
    );
    expect(field('Subject')).toBeInvalid();
    expect(field('Subject')).toHaveFocus();
    expect(field('Your name')).toBeValid();
    expect(field('Message')).toHaveValue('When will my order ship?');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the store refuses it',
      () => ({
        error: {
          status: 'RESOURCE_EXHAUSTED' as const,
          message:
            'You have sent several messages in a short time. Please wait an hour, or write to us by email.',
        },
      }),
      'You have sent several messages in a short time. Please wait an hour, or write to us by email.',
    ],
    [
      'the store cannot be reached',
      () => 'network-error' as const,
      'We could not reach the store. Please check your internet connection and try again.',
    ],
    [
      'the answer has no reference',
      () => ({ result: { sent: true } }),
      'We could not send your message right now. Please try again, or write to us by email.',
    ],
  ])('keeps every field and offers the support address when %s', async (_case, reply, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerCallable('sendContactMessage', reply);
    const { user } = await openContactPage();
    const supportAddress = screen.getByRole('link', { name: /@/ }).textContent ?? '';

    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(message);
    expect(failure).toHaveTextContent('Your message is still here.');
    await waitFor(() => expect(failure).toHaveFocus());
    expect(within(failure).getByRole('link', { name: supportAddress })).toHaveAttribute(
      'href',
      `mailto:${supportAddress}`,
    );
    expect(field('Your name')).toHaveValue('Ada Johnson');
    expect(field('Email address')).toHaveValue('ada@example.com');
    expect(field('Subject')).toHaveValue('Order question');
    expect(field('Message')).toHaveValue('When will my order ship?');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByText('Thank you for reaching out!')).not.toBeInTheDocument();
  });

  it.each([
    [
      'in its own words',
      () => ({
        error: {
          status: 'RESOURCE_EXHAUSTED' as const,
          message:
            'You have sent several messages in a short time. Please wait an hour, or write to us by email.',
        },
      }),
    ],
    ['without words, as a front end’s 429', () => new Response('Rate exceeded.', { status: 429 })],
  ])('asks the shopper to wait when the store rate-limits the message %s', async (_case, reply) => {
    answerCallable('sendContactMessage', reply);
    const { user } = await openContactPage();

    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      'You have sent several messages in a short time. Please wait an hour, or write to us by email.',
    );
    expect(failure).toHaveTextContent('Your message is still here. Send it later, or write to us at');
    expect(failure).not.toHaveTextContent(/connection|could not send|Send it again/i);
    expect(field('Message')).toHaveValue('When will my order ship?');
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"contactPage"');
    renderRoutes([{ path: '/contact', load: () => import('./contact-route') }], '/contact');

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
  });
});
