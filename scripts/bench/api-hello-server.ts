/**
 * The API benchmark's yardstick: a bare Fastify hello-world, started by scripts/bench/api.ts as a
 * child process exactly like the app, so both servers get their own event loop and the same client.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
