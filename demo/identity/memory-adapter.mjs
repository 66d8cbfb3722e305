/**
 * oidc-provider's storage for the demo: plain Maps that live as long as the process.
 *
 * The built-in quick-start adapter is an LRU capped at 1000 entries shared by every provider in the
 * process: a long `npm start` session or a test run with many sign-ins could evict a live access
 * token, and the API would answer 401 for no visible reason. A demo process lives hours, so expired
 * entries are only dropped when read.
 *
 * @returns {Function} an adapter class for the provider's `adapter` setting
 */
/**
 * What a revoked grant takes with it: the tokens issued under it, as in oidc-provider's own
 * adapter. Not an Interaction that names the grant: signing in as someone else over a live session
 * (`prompt=login`) revokes the old student's grant while that interaction is still to be resumed.
 */
const grantableModels = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function createMemoryAdapter() {
  const entries = new Map();
  const sessionIdByUid = new Map();
  const keysByGrantId = new Map();

  const read = (key) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry?.payload;
  };

  return class MemoryAdapter {
    constructor(model) {
      this.model = model;
    }

    key(id) {
      return `${this.model}:${id}`;
    }

    async upsert(id, payload, expiresIn) {
      const key = this.key(id);
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Infinity;
      entries.set(key, { payload, expiresAt });
      if (this.model === 'Session') sessionIdByUid.set(payload.uid, id);
      if (payload.grantId && grantableModels.has(this.model)) {
        if (!keysByGrantId.has(payload.grantId)) keysByGrantId.set(payload.grantId, new Set());
        keysByGrantId.get(payload.grantId).add(key);
      }
    }

    async find(id) {
      return read(this.key(id));
    }

    async findByUid(uid) {
      const id = sessionIdByUid.get(uid);
      return id === undefined ? undefined : this.find(id);
    }

    async consume(id) {
      const payload = read(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id) {
      const payload = read(this.key(id));
      if (this.model === 'Session' && payload) sessionIdByUid.delete(payload.uid);
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId) {
      for (const key of keysByGrantId.get(grantId) ?? []) entries.delete(key);
      keysByGrantId.delete(grantId);
    }
  };
}
