/**
 * The libraries the app's shell is built on (router and server-state cache). The loader (main.tsx)
 * evaluates them in a task of their own before the app: named exports, so the bundle keeps only
 * what the app uses.
 */
export { createBrowserRouter, RouterProvider } from 'react-router';
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
