// The app's own dataset extension (shared/dataset-file-name.ts): what a capture is offered and
// written as, and which names are read as datasets.
import { describe, expect, it } from 'vitest';
import { captureFileName } from '../../shared/capture-file-name';
import { isDatasetFileName, withDefaultDatasetExtension } from '../../shared/dataset-file-name';

describe('dataset file names', () => {
  it('offers a capture as .ridataset', () => {
    expect(captureFileName('Demo (offline)', new Date(2026, 10, 22))).toBe(
      'demo-offline-2026-11-22.ridataset',
    );
  });

  it('reads .ridataset and .json, in any case, and nothing else', () => {
    expect(['a.ridataset', 'A.RIDataset', 'b.json', ' c.JSON '].map(isDatasetFileName)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['a.txt', 'a.json.txt', 'ridataset', 'a.ridataset.bak'].map(isDatasetFileName)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('adds .ridataset to a name without an extension and writes any other as it is named', () => {
    expect(withDefaultDatasetExtension('shop')).toBe('shop.ridataset');
    expect(withDefaultDatasetExtension('/tmp/v1.2/shop')).toBe('/tmp/v1.2/shop.ridataset');
    expect(withDefaultDatasetExtension('out/shop.json')).toBe('out/shop.json');
    expect(withDefaultDatasetExtension('shop.ridataset')).toBe('shop.ridataset');
    expect(withDefaultDatasetExtension('.hidden')).toBe('.hidden.ridataset');
  });
});
