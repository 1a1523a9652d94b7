// @vitest-environment happy-dom
// The desktop app's update notices (issue 30, point 2) in the page: a download begun or a server not
// reached is the page's one quiet notice (role status, dismissable), never an error.
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetAfterTest } from './render-app';

afterEach(resetAfterTest);

describe('update notices', () => {
  it("shows main's update notice quietly, until dismissed", async () => {
    const { fake } = renderApp();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Installation' })).toBeInTheDocument());
    const message =
      'Updates: the update server could not be reached (net::ERR_CONNECTION_REFUSED); the app keeps its version.';
    act(() => fake.emit('updateNotice', { message }));
    const notice = screen.getByText(message).closest('[role="status"]')!;
    expect(notice).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
