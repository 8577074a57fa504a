import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';

import { tableDefaults } from '@/lib/table/state';
import { PagedDeviceTable } from '@/test/components/data-table';
import { renderWithIntl } from '@/test/render-with-intl';

/** The footer's box: the element around the pagination's navigation that holds the table's border. */
const footer = () => screen.getByRole('navigation', { name: 'Pagination' }).closest('.border-t');

describe('DataTable first load', () => {
  it('keeps the footer out of sight until the first rows come, then always shows it', () => {
    const state = tableDefaults();
    const { rerender } = renderWithIntl(<PagedDeviceTable state={state} loading />);
    // A first answer shorter than the skeleton's full page would move it into view (a layout shift).
    expect(footer()).toHaveClass('invisible');
    rerender(<PagedDeviceTable state={state} />);
    expect(footer()).not.toHaveClass('invisible');
    // A later load (another page) keeps it where it is and in sight: the focus may be on its buttons.
    rerender(<PagedDeviceTable state={{ ...state, page: 2 }} loading />);
    expect(footer()).not.toHaveClass('invisible');
  });

  it('shows the footer at once when the table mounts with its rows', () => {
    renderWithIntl(<PagedDeviceTable state={tableDefaults()} />);
    expect(footer()).not.toHaveClass('invisible');
  });
});
