import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { useElementWidth } from './use-element-width';

function Measured() {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  return <div ref={ref}>{width ?? 'not measured'}</div>;
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
    // Rendered the way the browser paints: `flushSync` returns once React has committed and run the
    // layout effects, before any passive effect could. RTL's render() wraps it in act(), which runs
    // the passive effects too, so a measure in useEffect (after the first paint) would pass there.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    let root: Root | undefined;
    try {
      root = createRoot(container);
      flushSync(() => root!.render(<Measured />));
      // What the first paint would show.
      expect(container.textContent).toBe('288');
    } finally {
      flushSync(() => root?.unmount());
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
  });

  it('has no width in the server’s render, which cannot measure', () => {
    expect(renderToString(<Measured />)).toContain('not measured');
  });

  it('keeps the fallback while the element has no width yet', () => {
    render(<Measured />);
    expect(screen.getByText('640')).toBeInTheDocument();
  });
});
