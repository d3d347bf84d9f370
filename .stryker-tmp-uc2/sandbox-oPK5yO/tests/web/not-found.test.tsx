// @ts-nocheck
import { screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { givenSignedOut } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

beforeEach(() => {
  vi.resetAllMocks();
  givenSignedOut();
});

it('shows "Oops! Page not found" and a "Return to Home" link to / for an unknown route', () => {
  renderApp('/no/such/page');
  expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});
