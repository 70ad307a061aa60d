import { describe, expect, it } from 'vitest';
import { canSeeVideoArchive, effectiveViewer, marketView } from './policy';
import { VIEW_AS_KINDS, viewAsLabel, viewAsSubject } from './view-as';

describe("'View as' in the viewer policy", () => {
  it('with the admin session, the chosen viewer replaces it', () => {
    expect(marketView({ user: null, isAdmin: true }, 'futures').viewer).toBe('premium');
    expect(marketView({ user: null, isAdmin: true, viewAs: 'visitor' }, 'futures').key).toBe(
      'futures:anonymous',
    );
    expect(marketView({ user: null, isAdmin: true, viewAs: 'visitor' }, 'crypto').access).toBe('none');
    expect(marketView({ user: null, isAdmin: true, viewAs: 'free' }, 'futures').key).toBe('futures:free');
    expect(marketView({ user: null, isAdmin: true, viewAs: 'individual' }, 'futures').access).toBe('live');
    expect(marketView({ user: null, isAdmin: true, viewAs: 'individual' }, 'equities').access).toBe(
      'delayed',
    );
    expect(marketView({ user: null, isAdmin: true, viewAs: 'professional' }, 'crypto').access).toBe('live');
    expect(canSeeVideoArchive({ user: null, isAdmin: true, viewAs: 'free' })).toBe(false);
    expect(canSeeVideoArchive({ user: null, isAdmin: true, viewAs: 'institution' })).toBe(true);
  });

  it('without the admin session it counts for nothing', () => {
    expect(effectiveViewer({ user: null, viewAs: 'professional' })).toEqual({ user: null, isAdmin: false });
    expect(marketView({ user: null, viewAs: 'professional' }, 'futures').key).toBe('futures:anonymous');
  });

  it('names every viewer; a visitor has no subject', () => {
    expect(VIEW_AS_KINDS.map(viewAsLabel)).toEqual([
      'Visitor',
      'Free member',
      'Individual plan',
      'Professional plan',
      'Institution plan',
    ]);
    expect(viewAsSubject('visitor')).toBeNull();
    expect(viewAsSubject('free')).toMatchObject({ isPaidSubscriber: false });
  });
});
