import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';

import NotFound, { generateMetadata } from '@/app/not-found';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('next-intl/server', () => jest.requireActual('@/test/next-intl-server'));

describe('NotFound', () => {
  it('is titled Page not found', async () => {
    await expect(generateMetadata()).resolves.toEqual({ title: 'Page not found' });
  });

  it('says so and leads to the console by a document load of /', async () => {
    render(await NotFound());

    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('The page you asked for does not exist or has moved.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/');
  });
});
