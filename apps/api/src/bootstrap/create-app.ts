import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from '../app.module.js';
import { Seeder } from '../identity/seed.js';
import { systemClock, type Clock } from '../shared/tokens.js';
import type { Infrastructure } from './infrastructure.js';
import { securityHeaders } from './security-headers.js';

/**
 * The API on top of built infrastructure: routes under /api, socket.io at
 * /socket.io, and the built console at / (any other path falls back to its
 * index.html so client-side routes survive a reload).
 */
export async function createApp(infra: Infrastructure, options: { clock?: Clock; seed?: boolean } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(infra, options.clock ?? systemClock), {
    logger: process.env['LOG_LEVEL'] === 'silent' ? false : ['error', 'warn'],
    bodyParser: true,
  });
  app.setGlobalPrefix('api');
  app.useBodyParser('json', { limit: '1mb' });
  app.disable('x-powered-by');
  app.use(securityHeaders(infra.config.publicUrl));
  const consoleDir = infra.config.CONSOLE_DIR ?? join(process.cwd(), 'apps/console/dist');
  if (existsSync(join(consoleDir, 'index.html'))) {
    app.useStaticAssets(consoleDir, { index: false, maxAge: '1h' });
    app.use((request: Request, response: Response, next: NextFunction) => {
      if (request.method !== 'GET' || request.path.startsWith('/api') || request.path.startsWith('/socket.io')) return next();
      response.sendFile(join(consoleDir, 'index.html'));
    });
  }
  app.enableShutdownHooks();
  await app.init();
  if (options.seed !== false) await app.get(Seeder).seed();
  return app;
}
