// Adapter tests arrive with the adapters.
