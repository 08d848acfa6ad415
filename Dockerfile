# One image for every Node process of the distributed deployment: the API
# (default command) and the projector (docker-compose overrides the command).
FROM node:20-slim

WORKDIR /app

# Nx runs in-process in the image build; no daemon, no cloud.
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true

COPY . .

# `npm ci` refuses the lock file made on our machines; `npm install` keeps it unchanged.
RUN npm install --no-audit --no-fund \
 && npm run build

ENV NODE_ENV=production \
    PORT=3000

EXPOSE 3000

CMD ["node", "apps/api/dist/main.js"]
