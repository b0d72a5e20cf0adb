import { describe, expect, it } from 'vitest';
import { CONTACT_TOPIC_LABELS } from '@carefinder/contracts';
import { TOPIC_LABELS } from './topic-labels';

describe('the inbox topic labels', () => {
  it("are the contracts' own", () => {
    expect(TOPIC_LABELS).toEqual(CONTACT_TOPIC_LABELS);
  });
});
