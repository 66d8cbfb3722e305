import { selectIsLoadRunning } from './loading-slice';
import { makeStore } from './store';
import { loadingFinished, loadingStarted, selectIsLoading } from './user-slice';

describe('loads under way, per load', () => {
  it('counts each load alone, beside the loading counter of them all', () => {
    const store = makeStore();
    store.dispatch(loadingStarted('unreadCount'));
    expect(selectIsLoadRunning(store.getState(), 'unreadCount')).toBe(true);
    expect(selectIsLoadRunning(store.getState(), 'notifications')).toBe(false);
    expect(selectIsLoading(store.getState())).toBe(true);

    store.dispatch(loadingStarted('notifications'));
    store.dispatch(loadingStarted('notifications'));
    store.dispatch(loadingFinished('notifications'));
    expect(selectIsLoadRunning(store.getState(), 'notifications')).toBe(true);
    store.dispatch(loadingFinished('notifications'));
    expect(selectIsLoadRunning(store.getState(), 'notifications')).toBe(false);
    expect(store.getState().user.loadingCount).toBe(1);

    store.dispatch(loadingFinished('unreadCount'));
    store.dispatch(loadingStarted('notifications'));
    expect(selectIsLoadRunning(store.getState(), 'notifications')).toBe(true);
  });
});
