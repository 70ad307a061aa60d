import type { FastifyRequest } from 'fastify';
import { marketView } from '../../core/access';
import type { MarketView } from '../../core/access';
import type { Market } from '../../core/schemas/markets';
import { viewerContextOf } from '../plugins/view-as';

/** What the asking viewer may see of `market`: the one policy (core/access), never decided here. */
export const viewOf = (req: FastifyRequest, market: Market): MarketView =>
  marketView(viewerContextOf(req), market);
