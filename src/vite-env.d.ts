/// <reference types="vite/client" />

/** True in mock mode; a compile-time constant so live builds drop every mock import. */
declare const __MOCK_BACKENDS__: boolean;
/** When this build was made (ISO 8601): the moment a prerendered page shows until it hydrates. */
declare const __BUILD_TIME__: string;
