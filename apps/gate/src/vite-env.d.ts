/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PORTICO_API_URL?: string;
  readonly VITE_PORTICO_CLIENT_ID?: string;
  readonly VITE_GATE_ADMIN_URL?: string;
  readonly VITE_GATE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
