import { describe, expect, it } from 'vitest';
import { getClientStore } from './store';

describe('store during server rendering', () => {
  it('refuses to create the client store without a window', () => {
    expect(() => getClientStore()).toThrow(/browser only/);
  });
});
