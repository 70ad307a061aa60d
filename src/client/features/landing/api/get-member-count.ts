import { useQuery } from '@tanstack/react-query';
import { testimonialsApi as api } from '@/core/api/testimonials';
import { endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/member-count: the real number of confirmed members (no invented '5,000+'). */
export function useMemberCount(): number | null {
  return useQuery(endpointQuery(api.memberCount)).data?.confirmedMembers ?? null;
}

/** 'Join 1,234 members' when the count is known and not zero; nothing otherwise (never a made-up figure). */
export const joinMembersText = (count: number | null) =>
  count ? `Join ${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}` : null;
