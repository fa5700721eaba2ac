#!/bin/sh
# Runs before `npm test` and `npm start`, so that each works as the first command on a fresh clone.
set -e
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/node ] || [ ! -x node_modules/.bin/vitest ]; then
  echo "Installing npm packages (first run)..."
  npm ci --no-audit --no-fund
fi
