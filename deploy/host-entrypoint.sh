#!/bin/sh
# Writes /remotes.json and /config.json from the environment at start, so moving
# a remote or the API needs no host rebuild.
set -eu
cd /usr/share/nginx/html
cat > remotes.json <<JSON
{ "remotes": { "mf_search": "${MF_SEARCH_URL}", "mf_profile": "${MF_PROFILE_URL}", "mf_account": "${MF_ACCOUNT_URL}" } }
JSON
cat > config.json <<JSON
{ "apiUrl": "${API_URL}", "tileUrl": "${TILE_URL}", "googleClientId": "${GOOGLE_CLIENT_ID:-}", "recaptchaSiteKey": "${RECAPTCHA_SITE_KEY:-}", "devSignIn": false }
JSON
exec nginx -g 'daemon off;'
