import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'https://www.nordorapharma.ca').replace(/\/$/, '')),
  },
})
