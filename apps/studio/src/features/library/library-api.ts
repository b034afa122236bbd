import {
  fetchLinkedPage,
  unwrap,
  type CentralV3Components,
  type LinkedPage,
  type StudioApi,
} from '@studio/api';

type Schemas = CentralV3Components['schemas'];
export type LibraryItem = Schemas['LibraryItem'];
export type LibraryItemUpdate = Schemas['LibraryItemUpdate'];
export type MediaUpload = Schemas['Upload'];
export type MediaUploadRequest = Schemas['UploadRequest'];
export type ProcessingStatus = Schemas['ProcessingStatus'];

/** The five library sorts of spec section 9, most recent first (the default). */
export const LIBRARY_SORTS = [
  'desc.start_time',
  'score',
  'asc.title',
  'desc.title',
  'asc.start_time',
] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

export interface LibraryQuery {
  /** Words of a title; empty lists the whole library. */
  readonly text: string;
  readonly sort: LibrarySort;
}

interface Signal {
  signal?: AbortSignal;
}

/**
 * The library's calls, named by their `operationId`, typed from the contract through the
 * service clients (no URL or payload written here).
 */
export function libraryCalls(api: StudioApi, customerId: string) {
  const path = { customerId };
  return {
    /**
     * One page of the library (`listMedia`): words found in title, tags and description with
     * the server's full-text search; "most relevant" is the server's `desc.score`.
     */
    listLibraryPage(
      query: LibraryQuery,
      url: string | null,
      { signal }: Signal = {},
    ): Promise<LinkedPage<LibraryItem>> {
      const text = query.text.trim();
      const sort = query.sort === 'score' ? 'desc.score' : query.sort;
      return fetchLinkedPage(
        api.fetch,
        () =>
          api.v3.GET('/customers/{customerId}/media', {
            params: { path, query: { sort, ...(text === '' ? {} : { query: text }) } },
            signal,
          }),
        url,
        { signal },
      );
    },
    getMedia: (mediaId: string, { signal }: Signal = {}) =>
      unwrap(
        api.v3.GET('/customers/{customerId}/media/{mediaId}', {
          params: { path: { ...path, mediaId } },
          signal,
        }),
      ),
    updateMedia: (mediaId: string, update: LibraryItemUpdate, { signal }: Signal = {}) =>
      unwrap(
        api.v3.PATCH('/customers/{customerId}/media/{mediaId}', {
          params: { path: { ...path, mediaId } },
          body: update,
          signal,
        }),
      ),
    deleteMedia: (mediaId: string) =>
      unwrap(
        api.v3.DELETE('/customers/{customerId}/media/{mediaId}', {
          params: { path: { ...path, mediaId } },
        }),
      ),
    getMediaDownload: (mediaId: string) =>
      unwrap(
        api.v3.GET('/customers/{customerId}/media/{mediaId}/download', {
          params: { path: { ...path, mediaId } },
        }),
      ),
    uploadMediaThumbnail: (mediaId: string, image: File) =>
      unwrap(
        api.v3.PUT('/customers/{customerId}/media/{mediaId}/thumbnail', {
          params: { path: { ...path, mediaId } },
          body: image,
          // The bytes go as they are, labelled with the file's own type (JPG or PNG).
          bodySerializer: (body) => body,
          headers: { 'Content-Type': image.type },
        }),
      ),
    createUpload: (request: MediaUploadRequest, { signal }: Signal = {}) =>
      unwrap(
        api.v3.POST('/customers/{customerId}/uploads', { params: { path }, body: request, signal }),
      ),
    getUpload: (id: string, { signal }: Signal = {}) =>
      unwrap(
        api.v3.GET('/customers/{customerId}/uploads/{id}', {
          params: { path: { ...path, id } },
          signal,
        }),
      ),
    cancelUpload: (id: string) =>
      unwrap(
        api.v3.DELETE('/customers/{customerId}/uploads/{id}', {
          params: { path: { ...path, id } },
        }),
      ),
  };
}

export type LibraryCalls = ReturnType<typeof libraryCalls>;
