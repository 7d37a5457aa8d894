/**
 * React 19's own useSyncExternalStore, in place of the `use-sync-external-store/shim` package that
 * wouter and react-i18next import for older Reacts (vite.config.ts aliases it here): the shim only
 * hands React's hook back on React 18 and later, and would add its own code to the first visit.
 */
export { useSyncExternalStore } from 'react';
