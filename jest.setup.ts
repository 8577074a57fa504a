import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { resetSettings } from '@/lib/settings/define';

// `findBy…` and `waitFor` wait up to 5 s rather than 1 s: on a loaded 2-core CI machine a table's first
// render after its data can take longer than a second. They still fail when what they wait for never
// comes. Each test gets 20 s for the same reason.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// jsdom lays nothing out and has no scrollIntoView: a no-op stands in for it (tests may spy on it).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}

// jsdom has no PointerEvent: Testing Library's `fireEvent.pointerDown` then sends a plain Event, which
// carries no `pointerId`. A MouseEvent with the pointer's id stands in for it.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
}

// Settings are parsed once per process (lib/settings/). Many tests set `process.env.X` for the code they
// run: any change to the environment makes the next read parse it again, so they need do nothing more.
process.env = new Proxy(process.env, {
  set(env, name, value) {
    resetSettings();
    return Reflect.set(env, name, value);
  },
  deleteProperty(env, name) {
    resetSettings();
    return Reflect.deleteProperty(env, name);
  },
});

// `npm run test:pg` gives each jest worker a PostgreSQL database of its own (scripts/test-pg.ts).
const workerDatabases = process.env.TEST_DATABASE_URLS?.split(' ').filter(Boolean);
if (workerDatabases?.length) {
  process.env.TEST_DATABASE_URL = workerDatabases[(Number(process.env.JEST_WORKER_ID) || 1) - 1];
}
