import pg from 'pg';

export interface NotificationListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  url: string;
  channel: string;
  onNotification(payload: string): void;
  /** Runs each time the LISTEN is in place, the first time and after every reconnection. */
  onListening(): void;
  /** The connection failed or was lost; another try follows after `retryMs`. */
  onError(error: unknown): void;
  retryMs?: number;
}

/**
 * PostgreSQL LISTEN on one channel, over a connection of its own: a pooled connection goes back
 * to other queries and would lose the subscription. A lost connection is reopened every
 * `retryMs` until it works, for as long as the process lives. Resolves after the first attempt,
 * whether it worked or not, so a start is never held up by it.
 */
export async function listenForNotifications(
  options: ListenOptions,
): Promise<NotificationListener> {
  const retryMs = options.retryMs ?? 5_000;
  let closed = false;
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const dropAndRetry = (failed: pg.Client, error?: unknown) => {
    if (current !== failed || closed) return; // already handled, or closing on purpose
    current = undefined;
    options.onError(error ?? new Error('notification connection ended'));
    failed.end().catch(() => {});
    retryTimer = setTimeout(() => void connect(), retryMs);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? '');
    });
    client.on('error', (error) => dropAndRetry(client, error));
    client.on('end', () => dropAndRetry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(options.channel)}`);
      if (current === client && !closed) options.onListening();
    } catch (error) {
      dropAndRetry(client, error);
    }
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
