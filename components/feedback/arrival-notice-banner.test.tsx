import { describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ArrivalNoticeBanner } from '@/components/feedback/arrival-notice-banner';
import { leaveArrivalNotice } from '@/lib/navigation/arrival-notice';
import { readCookie } from '@/test/components/shell';
import { setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

declare const jest: typeof JestObject;
jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

describe('ArrivalNoticeBanner', () => {
  it('says once why the guard brought the user here, then can be dismissed', async () => {
    setNavigation({ pathname: '/' });
    leaveArrivalNotice('admin-only');
    renderWithIntl(<ArrivalNoticeBanner />);
    const status = screen.getByTestId('arrival-notice');
    expect(await screen.findByText('That page is for administrators.')).toBeInTheDocument();
    expect(status).toHaveTextContent('That page is for administrators.');
    // Taken: the next page load finds none.
    expect(readCookie('arrival_notice')).toBeUndefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(status).toBeEmptyDOMElement();
  });

  it('shows nothing without a notice, and the unknown-address notice with one', async () => {
    setNavigation({ pathname: '/' });
    const { unmount } = renderWithIntl(<ArrivalNoticeBanner />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByTestId('arrival-notice')).toBeEmptyDOMElement();
    unmount();
    leaveArrivalNotice('not-found');
    renderWithIntl(<ArrivalNoticeBanner />);
    expect(await screen.findByText('That page does not exist.')).toBeInTheDocument();
  });
});
