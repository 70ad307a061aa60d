/** Named operators (decision 0053): their routes, registered with the admin gate, and the shared password's switch. */
export { default as operatorRoutes, sharedPasswordEnabled } from './routes';
