/**
 * Self-serve subscriptions (docs/features/billing.md), built on the trials' access grants: the routes
 * and deadlines the trials feature runs with its own, the self-serve trial it starts, the membership row an
 * operator's grant writes, and the plan changes the back office makes.
 */
export { default as billingRoutes } from './routes';
export { markAccessEnded, upsertMembership } from './repo';
export { ALREADY_PREMIUM } from './plan-state';
export { startTrial } from './trial-service';
export { processBillingDeadlines } from './deadlines';
export { subscriberBillingFor } from './overview-service';
export { applySubscriberPlan, followRegistrationFlags } from './operator-plan';
