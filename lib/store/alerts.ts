import 'server-only';
import type { AlertStore } from './alert-store';
import { configuredStore } from './configured';
import { createPostgresAlertStore } from './postgres/alert-store';
import { createSqliteAlertStore } from './sqlite/alert-store';

const alerts = configuredStore('alert-store', { postgres: createPostgresAlertStore, sqlite: createSqliteAlertStore });

/** The alert store chosen by configuration, once per process (lib/store/configured.ts). */
export const getAlertStore: () => AlertStore = alerts.get;
export const closeAlertStore = alerts.close;
