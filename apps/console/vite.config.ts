import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { initialSizeReport } from './build/initial-size';

export default defineConfig({
  plugins: [
    // File-based routes under src/routes; every route's component is split into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    initialSizeReport(),
  ],
  // `@/shared/...`, `@/features/...`: the `paths` of tsconfig.json.
  resolve: { conditions: ['@parcel/source'], tsconfigPaths: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } } },
  build: { outDir: 'dist', emptyOutDir: true },
});
