import type { FileGroups } from '../application/files';
import type { RootPorts } from '../composition/root-ports';

/** What the demo's seeds write through: the root's ports and the files feature's entry. */
export type SeedPorts = RootPorts & { readonly fileGroups: FileGroups };
