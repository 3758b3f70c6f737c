import { act, renderHook } from '@testing-library/react';
import imageCompression from 'browser-image-compression';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../test/api-mock';
import { FakeXhr } from '../test/fake-xhr';
import { uploadFile } from './upload';
import { useUpload } from './use-upload';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));

const fileOf = (size: number, type = 'application/pdf', name = 'plan.pdf') =>
  new File([new Uint8Array(size)], name, { type });
const stored = (sizeBytes: number) => ({
  _id: 'f1',
  category: 'floorplan',
  originalName: 'plan.pdf',
  mimeType: 'application/pdf',
  sizeBytes,
  width: null,
  height: null,
  resourceURI: '/api/v1/files/f1',
});
const status = (receivedParts: number[], partCount = 3) => ({
  uploadId: 'up1',
  partSizeBytes: 4_000_000,
  partCount,
  receivedParts,
});
const partOf = (xhr: FakeXhr) => Number(/\/parts\/(\d+)$/.exec(xhr.url)?.[1]);

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.mocked(imageCompression).mockReset());

/** A server that records received parts; `dropOnce` parts lose their answer the first time (but arrive). */
function chunkedServer(
  partCount: number,
  options: { dropOnce?: number[]; arrivesWhenDropped?: boolean } = {},
) {
  const received = new Set<number>();
  const dropped = new Set<number>();
  FakeXhr.respond = (xhr) => {
    const part = partOf(xhr);
    if (options.dropOnce?.includes(part) && !dropped.has(part)) {
      dropped.add(part);
      if (options.arrivesWhenDropped) received.add(part);
      return xhr.drop();
    }
    received.add(part);
    xhr.reply(200, { success: true, result: status([...received].sort(), partCount) });
  };
  return mockApi({
    'POST /files/chunked': () => ok(status([], partCount)),
    'GET /files/chunked/up1': () => ok(status([...received].sort(), partCount)),
    'POST /files/chunked/up1/complete': () => ok(stored(9_000_000)),
  });
}

describe('uploadFile', () => {
  it('sends a file just below 4,000,000 bytes as one multipart POST with progress', async () => {
    const fetchMock = mockApi({});
    FakeXhr.respond = (xhr) => xhr.reply(201, { success: true, result: stored(3_999_999) });
    const progress: number[] = [];
    const result = await uploadFile(fileOf(3_999_999), 'floorplan', { onProgress: (p) => progress.push(p) });

    expect(result.resourceURI).toBe('/api/v1/files/f1');
    expect(FakeXhr.sent).toHaveLength(1);
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({
      method: 'POST',
      url: '/api/v1/files?category=floorplan',
      withCredentials: true,
    });
    expect((xhr!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(progress.at(-1)).toBe(100);
  });

  it('sends a file of exactly 4,000,000 bytes through the chunked API', async () => {
    const fetchMock = chunkedServer(1);
    await uploadFile(fileOf(4_000_000), 'floorplan');

    const [createUrl, createInit] = fetchMock.mock.calls[0]!;
    expect(createUrl).toBe('/api/v1/files/chunked');
    expect(JSON.parse(createInit?.body as string)).toEqual({
      category: 'floorplan',
      fileName: 'plan.pdf',
      sizeBytes: 4_000_000,
    });
    expect(
      FakeXhr.sent.map((xhr) => [xhr.method, xhr.url, xhr.bodySize, xhr.headers['Content-Type']]),
    ).toEqual([['PUT', '/api/v1/files/chunked/up1/parts/1', 4_000_000, 'application/octet-stream']]);
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/v1/files/chunked/up1/complete');
  });

  it('after a dropped part asks the server what it has and skips parts already received', async () => {
    const fetchMock = chunkedServer(3, { dropOnce: [2], arrivesWhenDropped: true });
    const progress: number[] = [];
    const result = await uploadFile(fileOf(9_000_000), 'floorplan', { onProgress: (p) => progress.push(p) });

    expect(result._id).toBe('f1');
    expect(FakeXhr.sent.map(partOf)).toEqual([1, 2, 3]);
    expect(FakeXhr.sent.map((xhr) => xhr.bodySize)).toEqual([4_000_000, 4_000_000, 1_000_000]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v1/files/chunked/up1')).toHaveLength(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
  });

  it('sends a dropped part again when the server did not get it', async () => {
    chunkedServer(3, { dropOnce: [2], arrivesWhenDropped: false });
    await uploadFile(fileOf(9_000_000), 'floorplan');
    expect(FakeXhr.sent.map(partOf)).toEqual([1, 2, 2, 3]);
  });

  it('gives up after 3 retries of one part', async () => {
    const fetchMock = mockApi({
      'POST /files/chunked': () => ok(status([], 1)),
      'GET /files/chunked/up1': () => ok(status([], 1)),
    });
    FakeXhr.respond = (xhr) => xhr.drop();
    await expect(uploadFile(fileOf(4_000_000), 'floorplan')).rejects.toThrow(
      'Failed to upload. Please try again later',
    );
    expect(FakeXhr.sent).toHaveLength(4);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v1/files/chunked/up1')).toHaveLength(3);
  });

  it('does not retry a part the server refuses', async () => {
    mockApi({ 'POST /files/chunked': () => ok(status([], 1)) });
    FakeXhr.respond = (xhr) => xhr.reply(400, { success: false, message: 'This file type is not allowed' });
    await expect(uploadFile(fileOf(4_000_000), 'floorplan')).rejects.toThrow('This file type is not allowed');
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('reports "Failed to compress your image" when compression throws', async () => {
    vi.mocked(imageCompression).mockRejectedValue(new Error('canvas unavailable'));
    await expect(uploadFile(fileOf(5_000_000, 'image/jpeg', 'room.jpg'), 'general')).rejects.toThrow(
      'Failed to compress your image',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('compresses large images to 3.5 MB and decides the route by the compressed size', async () => {
    mockApi({});
    vi.mocked(imageCompression).mockResolvedValue(fileOf(3_000_000, 'image/jpeg', 'room.jpg'));
    FakeXhr.respond = (xhr) => xhr.reply(201, { success: true, result: stored(3_000_000) });
    await uploadFile(fileOf(5_000_000, 'image/jpeg', 'room.jpg'), 'general');
    expect(vi.mocked(imageCompression).mock.calls[0]?.[1]).toMatchObject({ maxSizeMB: 3.5 });
    expect(FakeXhr.sent.map((xhr) => xhr.url)).toEqual(['/api/v1/files?category=general']);
  });

  it('leaves images of exactly 4,000,000 bytes uncompressed', async () => {
    chunkedServer(1);
    await uploadFile(fileOf(4_000_000, 'image/png', 'a.png'), 'general');
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('a 401 on the plain upload is an ApiError', async () => {
    mockApi({});
    FakeXhr.respond = (xhr) => xhr.reply(401, { success: false, message: 'Unauthorized' });
    await expect(uploadFile(fileOf(10), 'general')).rejects.toMatchObject({ name: 'ApiError', status: 401 });
  });
});

describe('useUpload', () => {
  it('exposes progress on success and the user-facing message on failure', async () => {
    mockApi({});
    FakeXhr.respond = (xhr) => xhr.reply(201, { success: true, result: stored(10) });
    const { result } = renderHook(() => useUpload('general'));
    let file: unknown;
    await act(async () => {
      file = await result.current.upload(fileOf(10));
    });
    expect(file).toMatchObject({ _id: 'f1' });
    expect(result.current).toMatchObject({ progress: 100, error: null, isUploading: false });

    vi.mocked(imageCompression).mockRejectedValue(new Error('canvas unavailable'));
    await act(async () => {
      file = await result.current.upload(fileOf(5_000_000, 'image/jpeg', 'room.jpg'));
    });
    expect(file).toBeNull();
    expect(result.current.error).toBe('Failed to compress your image');
  });
});
