import { makeTempDir } from '@/test/helpers/env';
import { previewLinkContract } from '../preview-links-contract';
import { createSqlitePreviewLinks } from './preview-links';

previewLinkContract('SQLite', async (cleanup) => {
  const temp = makeTempDir();
  cleanup(() => temp.remove());
  const open = () => {
    const store = createSqlitePreviewLinks({ dataDir: temp.dir });
    cleanup(() => store.close());
    return store;
  };
  return { store: open(), another: open };
});
