import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

// Anchored patterns so e.g. `/developers` is not mistaken for the server's `/dev` pages.
const proxied = ['^/graphql(/|$)', '^/api(/|$)', '^/dev(/|$)', '^/healthz$'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((pattern) => [pattern, { target: API_ORIGIN }])),
  },
  build: {
    outDir: 'dist',
    // The server reads it to preload the home page's chunks with the HTML.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change rarely: a separate chunk stays cached across releases.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
