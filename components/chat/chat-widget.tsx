/** Slot for the chat widget (issue 6 mounts the real widget here). */
export function ChatWidget() {
  return null;
}
