import { describe, expect, it } from 'vitest';
import { nextSupportStatus, ReplySupportRequest } from './support.js';

describe('support request status (issue 18: open / answered / closed)', () => {
  it('a reply answers an open or answered request and is refused on a closed one', () => {
    expect(nextSupportStatus('Open', 'reply')).toBe('Answered');
    expect(nextSupportStatus('Answered', 'reply')).toBe('Answered');
    expect(nextSupportStatus('Closed', 'reply')).toBeNull();
  });

  it('closing and reopening move only from the other side', () => {
    expect(nextSupportStatus('Open', 'close')).toBe('Closed');
    expect(nextSupportStatus('Answered', 'close')).toBe('Closed');
    expect(nextSupportStatus('Closed', 'close')).toBeNull();
    expect(nextSupportStatus('Closed', 'reopen')).toBe('Open');
    expect(nextSupportStatus('Answered', 'reopen')).toBeNull();
  });

  it('a reply needs text, in the spec words', () => {
    expect(ReplySupportRequest.safeParse({ message: '  ' }).error?.issues[0]?.message).toBe(
      'Reply is required.',
    );
  });
});
