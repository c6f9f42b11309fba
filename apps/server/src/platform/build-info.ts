import serverPackage from "../../package.json" with { type: "json" };

/**
 * The version this server runs and the build it came from: WASHDESK_BUILD is written into the
 * bundle by the build (tsup.config.ts: BUILD_ID, else the commit), or set when starting from source.
 */
export const buildInfo = {
  version: serverPackage.version,
  build: process.env.WASHDESK_BUILD || null,
} as const;
