#!/bin/sh
# Runs before `npm test` and `npm start`, so that each works as the first command on a fresh clone.
# With --browser it also installs Debian's chromium, which the browser tests drive.
set -e
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/node ] || [ ! -x node_modules/.bin/vitest ]; then
  echo "Installing npm packages (first run)..."
  npm ci --no-audit --no-fund
fi
if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi
