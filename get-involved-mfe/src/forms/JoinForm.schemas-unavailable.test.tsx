// The form's checks (zod) are a chunk loaded on first use (lazy-resolver.ts). When it cannot load, sending
// shows the error alert and keeps what was typed; the next attempt loads it again. A file of its own: the
// loaded schemas are kept per module, so the failure must come before any other test loads them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../locales/en/pages.json';
import { field, fillIn, mockServer, renderJoinForm, setUpFormTests } from './test-utils';

// Read by the mock at each load (jest lets a mock factory see variables named mock…).
let mockSchemasUnavailable = true;
jest.mock('./schemas', () => {
  const actual = jest.requireActual<typeof import('./schemas')>('./schemas');
  return {
    get joinResolver() {
      if (mockSchemasUnavailable) throw new Error('Loading chunk form-schemas failed');
      return actual.joinResolver;
    },
  };
});

setUpFormTests();

const text = en.getInvolved;
const labels = text.join.form;

it('shows the alert and keeps every value when the checks cannot load, and loads them at the next attempt', async () => {
  const user = userEvent.setup();
  const server = mockServer();
  await renderJoinForm();
  await fillIn(user, labels, { firstName: 'Layla', email: 'not-an-address' });
  await user.click(screen.getByRole('button', { name: labels.submit }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(labels.errorMessage);
  expect(console.error).toHaveBeenCalledWith('Form submission failed:', expect.any(Error));
  expect(field(labels.firstName.label).value).toBe('Layla');
  expect(field(labels.email.label).value).toBe('not-an-address');
  expect(server.fetch).not.toHaveBeenCalled();

  mockSchemasUnavailable = false; // the network is back
  await user.click(screen.getByRole('button', { name: labels.submit }));
  expect(await screen.findByTestId('error-summary')).toHaveTextContent(text.validation.email);
  expect(server.fetch).not.toHaveBeenCalled();
});
