// Networking tests arrive with the client.
