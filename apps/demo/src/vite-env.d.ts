/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_PORTICO_API?: string;
}
