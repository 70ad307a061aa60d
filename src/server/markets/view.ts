import type { FastifyRequest } from 'fastify';
import { marketView } from '../../core/access';
import type { MarketView } from '../../core/access';
import type { Market } from '../../core/schemas/markets';

/**
 * What the asking viewer may see of `market`: the one policy (core/access), never decided here. The
 * request is the viewer context itself (user, isAdmin, viewAs): no object is built per call.
 */
export const viewOf = (req: FastifyRequest, market: Market): MarketView => marketView(req, market);
