// @vitest-environment happy-dom
// The store reaches the components only through <StoreProvider>: a component mounted without one
// fails at once with a message that says how to mount it, instead of reading some other store.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../renderer/App';

afterEach(cleanup);

describe('StoreProvider', () => {
  it('is required: the app rendered without one says to wrap it in <StoreProvider>', () => {
    // React reports the render error on the console too; the assertion below is what matters.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<App />)).toThrow(
      'useAppStore was called outside <StoreProvider>: render the component inside ' +
        '<StoreProvider store={createAppStore(bridge)}>, as renderer/main.tsx does.',
    );
  });
});
