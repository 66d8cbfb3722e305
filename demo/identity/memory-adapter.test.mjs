/** @jest-environment node */
import { createMemoryAdapter } from './memory-adapter.mjs';

test('a revoked grant takes its tokens, not an interaction still to be resumed under it', async () => {
  const Adapter = createMemoryAdapter();
  const tokens = new Adapter('AccessToken');
  const interactions = new Adapter('Interaction');
  await tokens.upsert('at-1', { grantId: 'grant-ayse' }, 60);
  await interactions.upsert('uid-1', { grantId: 'grant-ayse', prompt: { name: 'login' } }, 60);
  await tokens.revokeByGrantId('grant-ayse');
  expect(await tokens.find('at-1')).toBeUndefined();
  expect(await interactions.find('uid-1')).toMatchObject({ prompt: { name: 'login' } });
});
