/** What other features take from the newsletter: the quiz adds its takers as pending subscribers with a confirm link. */
export { confirmUrl } from './links';
export { ensurePendingSubscriber } from './subscribers';
