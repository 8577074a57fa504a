import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';

import { LoadingOutline } from '@/components/shell/loading-outline';

describe('LoadingOutline', () => {
  it('is one status named by its label, with the shapes hidden from screen readers', () => {
    render(
      <LoadingOutline label="Loading the dashboard…" className="mt-6" outlineClassName="grid">
        <div data-testid="shape" />
      </LoadingOutline>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading the dashboard…$/);
    expect(status).toHaveClass('mt-6');
    const shape = screen.getByTestId('shape');
    expect(shape.closest('[aria-hidden="true"]')).toHaveClass('grid');
    expect(screen.queryAllByRole('status')).toHaveLength(1);
  });

  it('pulses only for users who have not asked for reduced motion', () => {
    render(<LoadingOutline label="Loading…" />);
    expect(screen.getByRole('status')).toHaveClass('animate-pulse', 'motion-reduce:animate-none');
  });
});
