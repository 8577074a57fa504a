import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';

import { useElementWidth } from './use-element-width';

function Measured() {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  return <div ref={ref}>{width}</div>;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('useElementWidth', () => {
  it('has the element’s own width by the first paint, not the fallback (a phone never sees 640 px)', () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 288,
      height: 10,
      top: 0,
      left: 0,
      right: 288,
      bottom: 10,
      x: 0,
      y: 0,
    } as DOMRect);
    render(<Measured />);
    expect(screen.getByText('288')).toBeInTheDocument();
  });

  it('keeps the fallback while the element has no width yet', () => {
    render(<Measured />);
    expect(screen.getByText('640')).toBeInTheDocument();
  });
});
