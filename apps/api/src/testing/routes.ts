import type { NestExpressApplication } from '@nestjs/platform-express';

export interface RegisteredRoute {
  /** Upper case, e.g. 'POST'. */
  readonly method: string;
  /** As registered, with the global prefix and parameters, e.g. '/api/user/:id'. */
  readonly path: string;
}

interface Layer {
  readonly route?: { readonly path: string | string[]; readonly methods: Record<string, boolean> };
}

/** Every HTTP route the running app serves, read from its express router. */
export function registeredRoutes(app: NestExpressApplication): RegisteredRoute[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (express.router ?? express._router)?.stack;
  if (!stack) throw new Error('cannot read the express router');
  const routes: RegisteredRoute[] = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return routes;
}

/** 'METHOD /path', the key route tables use. */
export const routeKey = (route: RegisteredRoute): string => `${route.method} ${route.path}`;
