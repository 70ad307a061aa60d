/** What other features use of the weekly videos: the key that keeps cached video lists to the publish schedule. */
export { publicationKey } from './publication';
