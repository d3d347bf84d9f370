// @ts-nocheck
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ApiListing } from '#domain/listing.ts';
import type { UserFields } from '#domain/user-fields.ts';
import { api, apiListing } from '../support/api-server';
import { readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

// Opening the listing form the two ways the List tab offers it: on a ready item, and in Edit
// Details of a saved one (the only place with Generate Description with AI).

/** A books item with its four required fields filled. */
export const complete: UserFields = {
  title: 'Dune',
  description: 'A classic.',
  condition: 'Good condition',
  price: '9.00',
  category: 'books',
};

/** The listing form of a ready item (id 01F), opened from Your Items. */
export async function readyForm(overrides: Partial<ApiListing> = {}) {
  api.listings = [readyRow({ id: '01F', user_fields: complete, ...overrides })];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: /^Edit / }));
  return { ...rendered, form: screen.getByRole('form', { name: 'Listing Details' }) };
}

/** The listing form of a saved item (id 01G) in Edit Details, with its generate handler. */
export async function editDetailsForm(fields: UserFields = complete) {
  api.listings = [
    apiListing({
      id: '01G',
      stage: 'saved',
      ai_category: 'books',
      ai_details_text: 'Details.',
      user_fields: fields,
    }),
  ];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: /^Edit / }));
  await rendered.user.click(screen.getByRole('button', { name: 'Edit Details' }));
  return { ...rendered, form: screen.getByRole('form', { name: 'Listing Details' }) };
}

export const saveButton = (form: HTMLElement) => within(form).getByRole('button', { name: 'Save Listing' });

/** The form's checks run after each change; wait for Save to settle either way. */
export async function expectSaveEnabled(form: HTMLElement, enabled: boolean) {
  await waitFor(() =>
    enabled ? expect(saveButton(form)).toBeEnabled() : expect(saveButton(form)).toBeDisabled(),
  );
}

/** The PUT the form sent for an item, if any. */
export const putFor = (id: string) =>
  api.requests.find((request) => request.route === `PUT /api/listings/${id}`);
