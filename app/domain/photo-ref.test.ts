import { describe, expect, it } from 'vitest';
import { dataUrlImage, orphanedPhotoIds, parsePhotoRef, photoIdsIn, referencedPhotoIds } from './photo-ref';

describe('parsePhotoRef', () => {
  it('recognises a Blob id', () => {
    expect(parsePhotoRef('photo-1b2c-3d')).toEqual({ kind: 'blob', id: 'photo-1b2c-3d' });
  });
  it('still shows image data URLs of older versions', () => {
    expect(parsePhotoRef('data:image/jpeg;base64,/9j/4AAQ')).toEqual({
      kind: 'data-url',
      url: 'data:image/jpeg;base64,/9j/4AAQ',
    });
    expect(parsePhotoRef('data:image/png;base64,iVBORw0KGgo=')).toMatchObject({ kind: 'data-url' });
  });
  it.each([
    [''],
    [null],
    [undefined],
    ['javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['data:image/png;base64,"><img src=x onerror=alert(1)>'],
    ['https://evil.example/track.png'],
    ['photo-../../etc'],
    ['<img src=x onerror=alert(1)>'],
  ])('treats %j as no photo', (v) => {
    expect(parsePhotoRef(v)).toEqual({ kind: 'none' });
  });
});

describe('photo garbage collection', () => {
  const results = { beforePhoto: 'photo-a', afterPhoto: 'photo-b' };
  const history = [
    { beforePhoto: 'photo-a', afterPhoto: 'photo-c' },
    { beforePhoto: 'data:image/png;base64,AAAA', afterPhoto: '' },
  ];
  it('collects every id still referenced', () => {
    expect([...referencedPhotoIds([results, ...history])].sort()).toEqual(['photo-a', 'photo-b', 'photo-c']);
  });
  it('never offers a Blob still referenced by the results or another record', () => {
    const cleared = referencedPhotoIds(history);
    expect(orphanedPhotoIds(cleared, referencedPhotoIds([results]))).toEqual(['photo-c']);
  });
  it('ignores candidates that are not Blob ids', () => {
    expect(orphanedPhotoIds(['data:image/png;base64,AAAA', '', 'photo-x', 'photo-x'], new Set())).toEqual(['photo-x']);
  });
});

describe('dataUrlImage', () => {
  const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  it('decodes the bytes and type of an image data URL', () => {
    const image = dataUrlImage(`data:image/png;base64,${TINY_PNG}`);
    expect(image?.type).toBe('image/png');
    expect(Array.from(image!.bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(image!.bytes).toHaveLength(70);
  });
  it('says image/jpeg for the non-standard image/jpg', () => {
    expect(dataUrlImage('data:image/jpg;base64,/9j/4AAQ')?.type).toBe('image/jpeg');
    expect(Array.from(dataUrlImage('data:image/jpeg;base64,/9j/4AAQ')!.bytes.slice(0, 3))).toEqual([0xff, 0xd8, 0xff]);
  });
  it('accepts line breaks and missing padding, as old encoders wrote them', () => {
    const wrapped = `data:image/png;base64,${TINY_PNG.slice(0, 40)}\n${TINY_PNG.slice(40).replace(/=+$/, '')}`;
    expect(dataUrlImage(wrapped)?.bytes).toEqual(dataUrlImage(`data:image/png;base64,${TINY_PNG}`)?.bytes);
  });
  it.each([
    [''],
    ['photo-1b2c-3d'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['data:image/png;base64,'],
    ['data:image/png;base64,A'],
    ['data:image/png;base64,AAAAA'],
    ['https://evil.example/track.png'],
  ])('gives null for %j', (v) => {
    expect(dataUrlImage(v)).toBeNull();
  });
});

describe('photoIdsIn', () => {
  it('finds the photo ids in a record’s JSON', () => {
    const json = JSON.stringify({ finalWeight: '75', beforePhoto: 'photo-1b2c-3d', afterPhoto: 'photo-9f' });
    expect(photoIdsIn(json)).toEqual(['photo-1b2c-3d', 'photo-9f']);
  });
  it('finds them in text that no longer parses (a copy kept aside)', () => {
    expect(photoIdsIn('[{"beforePhoto":"photo-aa-bb","afterPhoto":"photo-cc"')).toEqual(['photo-aa-bb', 'photo-cc']);
  });
  it.each([[''], ['nada aqui'], ['photo-'], [`photo-${'x'.repeat(65)}`], ['data:image/png;base64,AAAA']])(
    'finds none in %j',
    (text) => {
      expect(photoIdsIn(text)).toEqual([]);
    },
  );
});
