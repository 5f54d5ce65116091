#!/usr/bin/env bash
# Installs what a fresh machine lacks: pnpm, Debian's Chromium and its headless shell, and (when asked) PostgreSQL.
# Idempotent.
set -euo pipefail
PNPM_VERSION=12.21.0

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "==> installing pnpm $PNPM_VERSION"
  npm i -g "pnpm@$PNPM_VERSION" >/dev/null
fi

apt_updated=0
apt_install() {
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  if [ "$apt_updated" = 0 ]; then $sudo apt-get update -qq >/dev/null; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

if [ "${NEED_CHROMIUM:-1}" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  echo "==> installing Debian chromium"
  apt_install chromium
fi
# The journeys run in the headless shell (the same Chromium build without the desktop browser around it: half the CPU
# per journey, measured). Optional: without it they run in the full browser (e2e/playwright.config.ts).
if [ "${NEED_CHROMIUM:-1}" = 1 ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "==> installing Debian chromium-headless-shell"
  apt_install chromium-headless-shell || echo "    not available here: the browser tests use /usr/bin/chromium"
fi

if [ "${NEED_POSTGRES:-0}" = 1 ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "==> installing Debian postgresql"
  apt_install postgresql
fi
