// The open-requests slice's state and actions (open-requests-slice.ts).

export interface OpenRequestsSlice {
  /**
   * Takes what the system asked the desktop app to open (files, links), now and whenever main says
   * there is more, and opens each; returns the unsubscribe.
   */
  followOpenRequests(): () => void;
}
