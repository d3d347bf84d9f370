// @ts-nocheck
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { fakeRoute } from '../support/fake-route';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, errorBody } from '../support/api-server';
import { complete, editDetailsForm, expectSaveEnabled, putFor, saveButton } from './open-listing-form';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// Generate Description with AI, supplied in Edit Details (docs/product.md#screens, docs/product.md#validation, docs/product.md#calls and docs/product.md#messages).

const generateButton = (form: HTMLElement) =>
  within(form).getByRole('button', { name: /Generate Description with AI/ });

/** The generator answers with this description, and records the body it was sent. */
function generatorAnswers(description: string) {
  const sent: { body?: Record<string, unknown> } = {};
  apiServer.use(
    fakeRoute('generateListing', async ({ request }) => {
      sent.body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({
        category: 'books',
        detailsText: 'x',
        fields: { description },
        enrichment: null,
      });
    }),
  );
  return sent;
}

describe('Generate Description with AI (in Edit Details)', () => {
  it('needs a title: disabled while the title is only spaces', async () => {
    const { form } = await editDetailsForm({ ...complete, title: ' ' });
    expect(generateButton(form)).toBeDisabled();
  });

  it('is enabled as soon as a title is typed', async () => {
    const { user, form } = await editDetailsForm({ ...complete, title: '' });
    await user.type(within(form).getByLabelText(/^Title/), 'Dune');
    expect(generateButton(form)).toBeEnabled();
  });

  it('sends the refine body, says "Description generated!" and puts the text in the form', async () => {
    const sent = generatorAnswers('A gripping read.');
    const { user, form } = await editDetailsForm();
    await user.click(generateButton(form));
    expect(await screen.findByText('Description generated!')).toBeInTheDocument();
    expect(screen.getByText('AI has created a new description for your listing.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('A gripping read.');
    expect(Object.keys(sent.body ?? {}).sort()).toEqual([
      'country',
      'detailsText',
      'imageUrl',
      'oldFields',
      'userInstruction',
    ]);
    expect(sent.body?.userInstruction).toContain('Title: Dune');
    expect(sent.body?.detailsText).toBe('Details.');
    expect(sent.body?.country).toBe('GB');
  });

  it('builds the instruction from what the form holds now, not what was stored', async () => {
    const sent = generatorAnswers('A gripping read.');
    const { user, form } = await editDetailsForm();
    const title = within(form).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Dune Messiah');
    await user.click(generateButton(form));
    await screen.findByText('Description generated!');
    expect(sent.body?.userInstruction).toContain('Title: Dune Messiah');
    expect(sent.body?.oldFields).toMatchObject({ title: 'Dune Messiah', category: 'books' });
  });

  it('fills a blank description, which lifts the required-field gate, and Save sends it', async () => {
    generatorAnswers('A gripping read.');
    const { user, form } = await editDetailsForm({ ...complete, description: '' });
    await expectSaveEnabled(form, false);
    await user.click(generateButton(form));
    await screen.findByText('Description generated!');
    await expectSaveEnabled(form, true);
    expect(within(form).queryByText('Please fill all required fields.')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Copy Description' })).toBeInTheDocument();
    await user.click(saveButton(form));
    await screen.findByText('Item saved!');
    expect(putFor('01G')?.body).toMatchObject({ user_fields: { description: 'A gripping read.' } });
  });

  it('says Generating... and cannot be pressed again while the generator works', async () => {
    let answer: (response: Response) => void = () => undefined;
    apiServer.use(fakeRoute('generateListing', () => new Promise<Response>((resolve) => (answer = resolve))));
    const { user, form } = await editDetailsForm();
    await user.click(generateButton(form));
    const busy = await within(form).findByRole('button', { name: /Generating/ });
    expect(busy).toBeDisabled();
    answer(HttpResponse.json({ category: 'books', detailsText: 'x', fields: { description: 'New.' } }));
    expect(await screen.findByText('Description generated!')).toBeInTheDocument();
    expect(generateButton(form)).toBeEnabled();
  });

  it('says "Generation failed" and keeps the description when the generator fails', async () => {
    const { user, form } = await editDetailsForm();
    apiServer.use(fakeRoute('generateListing', () => errorBody(502, 'ai_failed', 'Upstream')));
    await user.click(generateButton(form));
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('Could not generate description. Please try again.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('A classic.');
  });

  it('says "Generation failed" when the answer holds no description', async () => {
    const { user, form } = await editDetailsForm();
    apiServer.use(
      fakeRoute('generateListing', () =>
        HttpResponse.json({ category: 'books', detailsText: ' ', fields: {}, enrichment: null }),
      ),
    );
    await user.click(generateButton(form));
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('A classic.');
  });

  it('says "No auth token found." when the session is gone', async () => {
    const { user, form } = await editDetailsForm();
    const { fetchAuthSession } = await import('../support/fake-amplify-auth');
    fetchAuthSession.mockResolvedValue({});
    await user.click(generateButton(form));
    expect(await screen.findByText('No auth token found.')).toBeInTheDocument();
  });
});
