/// <reference types="vite/client" />

/** True in mock mode; a compile-time constant so live builds drop every mock import. */
declare const __MOCK_BACKENDS__: boolean;
