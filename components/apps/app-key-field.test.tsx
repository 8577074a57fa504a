import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';

import { renderWithIntl } from '@/test/render-with-intl';

import { AppKeyField } from './app-key-field';

const KEY = 'fdk_abcdefghijklmnopqrstuvwxyz012345';

function keyText() {
  return within(screen.getByRole('group', { name: 'App key' })).getByText(
    (_, element) => element?.tagName === 'CODE',
  );
}

describe('AppKeyField', () => {
  it('starts masked, and reveals the key when it is marked as just given, even after it was shown masked', () => {
    // A reload of the list can bring a rotated key before the page marks it as the one just given.
    const { rerender } = renderWithIntl(<AppKeyField key={KEY} appKey={KEY} appName="Shop" />);
    expect(keyText()).toHaveTextContent('Hidden, ends in 2345');
    expect(keyText()).not.toHaveTextContent(KEY);

    rerender(<AppKeyField key={KEY} appKey={KEY} appName="Shop" justGiven />);
    expect(keyText()).toHaveTextContent(KEY);
    expect(screen.getByRole('button', { name: 'Hide the app key of Shop' })).toBeVisible();
  });

  it('stays as the user left it when the mark goes away', () => {
    const { rerender } = renderWithIntl(<AppKeyField key={KEY} appKey={KEY} appName="Shop" justGiven />);
    expect(keyText()).toHaveTextContent(KEY);
    rerender(<AppKeyField key={KEY} appKey={KEY} appName="Shop" justGiven={false} />);
    expect(keyText()).toHaveTextContent(KEY);
  });
});
