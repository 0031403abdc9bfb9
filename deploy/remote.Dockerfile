# Builds and serves any one remote, chosen by a build argument, so each team
# deploys its remote on its own from the same file:
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=mf-search -t directpay/mf-search .
# The image holds the remote's production build only (remoteEntry.js,
# mf-manifest.json and the exposed modules' chunks); no standalone page.
ARG REMOTE

FROM node:20-bookworm-slim AS build
ARG REMOTE
RUN case "$REMOTE" in mf-search|mf-profile|mf-account) ;; *) echo "Set --build-arg REMOTE to mf-search, mf-profile or mf-account (got '$REMOTE')" >&2; exit 1;; esac
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w "$REMOTE" && test ! -e "$REMOTE/dist/index.html" && mv "$REMOTE/dist" /remote-dist

FROM nginx:1.27-alpine
COPY deploy/nginx-remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /remote-dist /usr/share/nginx/html
