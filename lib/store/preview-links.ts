/**
 * Private preview links to a release under embargo (docs/behaviour.md#embargoes): which exist, for
 * which release, until when, and which staff revoked. The link itself is signed
 * (lib/newsroom/preview-token.ts); the store is what makes it revocable and listable. Embedded in
 * SQLite (`sqlite-preview-links.ts`), shared in Postgres (`postgres/preview-links.ts`); both pass
 * `preview-links-contract.ts`.
 */

export type PreviewLink = {
  id: string;
  slug: string;
  createdAt: string;
  expiresAt: string;
  createdBy: string;
  revokedAt: string | null;
};

type NewPreviewLink = Pick<PreviewLink, 'id' | 'slug' | 'expiresAt' | 'createdBy'>;

export interface PreviewLinkStore {
  create(link: NewPreviewLink, at?: Date): Promise<PreviewLink>;
  get(id: string): Promise<PreviewLink | undefined>;
  /** A release's links, newest first. */
  listFor(slug: string, limit: number): Promise<PreviewLink[]>;
  /** True when the link existed and was not revoked yet. */
  revoke(id: string, at?: Date): Promise<boolean>;
  close(): Promise<void>;
}
