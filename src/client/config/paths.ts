// The hrefs live in core because the server also needs them (its 404 rule knows every page).
export { paths } from '@/core/site-paths';
