import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '@/test/components/dashboard';
import { APPS, guideAnswer, installGuideApi, openGuidePage } from '@/test/components/sdk-guide';

import { SdkGuideView } from './sdk-guide-view';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(openGuidePage);

describe('SdkGuideView: sanitizing', () => {
  it('renders a malicious guide harmlessly', async () => {
    installGuideApi();
    renderWithProviders(<SdkGuideView />);
    await screen.findByRole('heading', { name: 'Add the SDK' });

    const guide = screen.getByRole('article', { name: 'SDK integration guide' });
    expect(guide.querySelector('script')).toBeNull();
    expect(guide.innerHTML).not.toMatch(/onerror|javascript:|pwned = true/);
    expect(within(guide).getByRole('img', { name: 'diagram' })).toHaveAttribute('src', 'x.png');
    expect(within(guide).getByText('click me')).not.toHaveAttribute('href');
    expect(within(guide).getByRole('link', { name: 'the docs' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('shows only the allow-listed tags and attributes of whatever HTML it is given', async () => {
    installGuideApi(
      APPS,
      guideAnswer(
        '',
        '<h1>Raw</h1><script>window.pwned = true</script><iframe src="https://evil.example"></iframe>' +
          '<p style="position:fixed" onclick="window.pwned = true">text<style>p{}</style></p>' +
          '<p><a href="javascript:window.pwned = true">bad link</a> <a href="/docs">good link</a></p>',
      ),
    );
    renderWithProviders(<SdkGuideView />);
    await screen.findByRole('heading', { name: 'Raw' });

    const guide = screen.getByRole('article', { name: 'SDK integration guide' });
    expect(guide.innerHTML).not.toMatch(/<script|<iframe|<style|onclick|position:fixed|pwned/);
    expect(within(guide).getByText('text')).toBeInTheDocument();
    expect(within(guide).getByText('bad link')).not.toHaveAttribute('href');
    expect(within(guide).getByText('good link')).toHaveAttribute('href', '/docs');
  });
});
