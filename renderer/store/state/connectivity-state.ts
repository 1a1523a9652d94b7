// The connectivity slice's state and actions (connectivity-slice.ts).

/** This computer cannot reach the network as the watch saw it: why, and since when (epoch ms). */
export interface WatchOffline {
  readonly why: string;
  readonly since: number;
}

export interface ConnectivitySlice {
  /** Set while main's watch says this computer is offline (no event is raised meanwhile); else null. */
  readonly watchOffline: WatchOffline | null;
  /** Follows main's watchConnectivity events; returns the unsubscribe. */
  followConnectivity(): () => void;
}
