import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route and method the app serves, read from Fastify's own route table (printRoutes), so a
 * test built on it covers routes added later without anyone listing them. printRoutes draws a
 * radix tree: each line adds its segment to its parent's path and lists the methods served there.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const pathAtDepth: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) {
      if (line.trim()) throw new Error(`unreadable printRoutes line: ${line}`);
      continue;
    }
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[2]!;
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  if (routes.length === 0) throw new Error('printRoutes listed no routes');
  return routes;
}
