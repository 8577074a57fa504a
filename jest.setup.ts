import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrollIntoView: a no-op stands in for it (tests may spy on it).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}
