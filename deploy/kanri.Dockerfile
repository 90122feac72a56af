# One image for every kanri service (api, host, remotes): the workspace installed and built.
# docker-compose.yml picks what each container runs with `command`.
FROM node:20-bookworm-slim
RUN npm i -g pnpm@12
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV NODE_ENV=production
EXPOSE 8080 8081 8082 8083 8084 8085 8086 8090
CMD ["node", "shared/build/lib/serve-static.mjs", "--dir", "host/dist", "--port", "8080", "--host", "0.0.0.0", "--spa"]
