interface ImportMetaEnv {
  /** The year the app was built in (vite.config.ts). */
  readonly BUILD_YEAR: number;
}
