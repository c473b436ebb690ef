// Types of server-build.mjs (plain JavaScript, run by Node as it is).

/** Where the build goes, beside server/. */
export declare const SERVER_BUILD_DIR: string;

/** Whether dist-server/ is missing, incomplete, or older than any file it was built from. */
export declare function isServerBuildStale(projectRoot: string): boolean;

/** Bundles the server into dist-server/ (or outDir, inside the project). */
export declare function buildServer(projectRoot: string, outDir?: string): Promise<void>;

/** Builds the server when dist-server/ is missing or stale; answers whether it built. */
export declare function ensureServerBuilt(
  projectRoot: string,
  log: (message: string) => void,
): Promise<boolean>;
