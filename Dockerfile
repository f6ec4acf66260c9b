FROM node:20-bookworm-slim
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @sewabeli/web build && pnpm --filter @sewabeli/api build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
WORKDIR /app/apps/api
CMD ["node", "--enable-source-maps", "dist/server.mjs"]
