import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '@/test/components/dashboard';
import { codeBlocks, installGuideApi, openGuidePage } from '@/test/components/sdk-guide';

import { SdkGuideView } from './sdk-guide-view';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(openGuidePage);

describe('SdkGuideView: copying code', () => {
  it('copies a code block, filled in, and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn<(text: string) => Promise<void>>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    installGuideApi();
    renderWithProviders(<SdkGuideView />);
    await screen.findByRole('heading', { name: 'Add the SDK' });
    await waitFor(() => expect(codeBlocks()[1]).toHaveTextContent('fdk_shop_key'));

    const copyButtons = screen.getAllByRole('button', { name: 'Copy' });
    expect(copyButtons).toHaveLength(2);
    await user.click(copyButtons[1]);

    expect(writeText).toHaveBeenCalledWith('Fleetdeck.start(appKey = "fdk_shop_key")');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Code copied to the clipboard.')).toBeInTheDocument();
  });

  it('copies a code block the old way where the browser has no Clipboard API (plain HTTP)', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    let selected = '';
    const execCommand = jest.fn((command: string) => {
      selected = String(window.getSelection());
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    try {
      installGuideApi();
      renderWithProviders(<SdkGuideView />);
      await screen.findByRole('heading', { name: 'Add the SDK' });
      await waitFor(() => expect(codeBlocks()[1]).toHaveTextContent('fdk_shop_key'));

      await user.click(screen.getAllByRole('button', { name: 'Copy' })[1]);

      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(selected).toBe('Fleetdeck.start(appKey = "fdk_shop_key")');
      expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });
});
