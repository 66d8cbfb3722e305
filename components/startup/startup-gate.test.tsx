import { act, render, screen } from '@testing-library/react';
import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { StartupGate } from './startup-gate';

const apiUrlStep = jest.fn();

jest.mock('@/lib/startup/startup-steps', () => ({
  startupSteps: [{ name: 'api-url', run: () => apiUrlStep() }],
}));

describe('StartupGate', () => {
  beforeEach(() => {
    localStorage.clear();
    apiUrlStep.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a failed start with a retry that runs the steps again and mounts the app', async () => {
    apiUrlStep.mockImplementationOnce(() => {
      throw new Error('Invalid API URL');
    });
    apiUrlStep.mockReturnValue({ kind: 'continue' });
    render(<StartupGate>app mounted</StartupGate>);
    expect(await screen.findByRole('alert')).toHaveTextContent('The portal could not start.');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('app mounted')).toBeInTheDocument();
    expect(apiUrlStep).toHaveBeenCalledTimes(2);
  });

  it('offers signing out when a session is stored', async () => {
    writeStored(storageKeys.user, { FirstName: 'Ayşe', LastName: 'Yılmaz' });
    apiUrlStep.mockImplementation(() => {
      throw new Error('Invalid API URL');
    });
    render(<StartupGate>app mounted</StartupGate>);
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
