// Moved to test/helpers; this forwarder serves importers not yet updated and goes once they are.
export * from '@/test/helpers/webhook-receiver';
