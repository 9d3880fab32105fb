// Exits 0 when both the PostgreSQL and the Redis server answer, 1 otherwise (quietly).
import net from 'node:net';

const reachable = (url, defaultPort) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => resolve(true) || socket.end());
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false) || socket.destroy());
  });

const [pgUrl, redisUrl] = process.argv.slice(2);
const ok = (await reachable(pgUrl, 5432)) && (await reachable(redisUrl, 6379));
process.exit(ok ? 0 : 1);
