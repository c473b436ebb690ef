import type { Readable } from 'node:stream';
import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import { detectFileKind, FILE_HEAD_BYTES } from '../../../src/domain/files';
import { formatFileSize } from '../../../src/domain/shared/format/file-size';
import {
  NOT_A_PHOTO,
  SITE_IMAGE_UPLOAD_MAX_BYTES,
  UNREADABLE_PHOTO,
  type SiteImage,
  type SiteImageVariant,
} from '../../../src/domain/content/site-images';
import { siteMediaFileIdsIn } from '../../../src/domain/content/rich-text';
import type { AdminActor, AdminAudit } from '../admin';
import { type FileGroups, type IncomingFile, uploadedFileNameOf } from '../files';
import { UNUSED_PHOTO_TTL_MS, UNUSED_PHOTOS_PER_PASS } from '../../domain/content/policies';
import { AppError } from '../shared/app-error';
import type { Clock, Random, Transactions } from '../shared/ports';
import {
  type ImageHolder,
  type ImageProcessor,
  ImageUnreadableError,
  type ProcessedImage,
  type SiteImageRepository,
} from './ports';

/** What a processed photo is stored with (an upload's, and the demo's). */
export interface StoredImageDependencies {
  readonly siteImages: SiteImageRepository;
  readonly fileGroups: FileGroups;
  readonly clock: Clock;
}

export interface SiteImagesDependencies extends StoredImageDependencies {
  readonly images: ImageProcessor;
  readonly audit: AdminAudit;
  readonly random: Random;
  readonly transactions: Transactions;
  /** The server's limit on an upload (a photo's own is lower: SITE_IMAGE_UPLOAD_MAX_BYTES). */
  readonly fileMaxBytes: number;
}

/**
 * The office's photos: an upload is read whole (up to its limit), processed by the image port
 * (upright, no metadata, each width in WebP and JPEG), and each file stored as a public file of
 * the association under the image's id; the image's record lists them. Recorded in the audit
 * log with the uploaded file's name. A member's logo goes the same way (uploadByMember).
 */
export class SiteImages {
  constructor(private readonly deps: SiteImagesDependencies) {}

  async uploadSiteImage(actor: AdminActor, incoming: IncomingFile): Promise<SiteImage> {
    const imageId = this.deps.random.id();
    const fileName = uploadedFileNameOf(incoming);
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.uploadSiteImage,
      imageId,
      () => this.processed(actor.id, imageId, incoming, fileName),
      fileName,
    );
  }

  /**
   * A member's photo for what they publish (a company's logo): processed as the office's are,
   * recorded as theirs, not audited (the office's log is of administrators' actions).
   */
  async uploadByMember(userId: string, incoming: IncomingFile): Promise<SiteImage> {
    const fileName = uploadedFileNameOf(incoming);
    return this.processed(userId, this.deps.random.id(), incoming, fileName);
  }

  private async processed(
    uploaderId: string,
    imageId: string,
    incoming: IncomingFile,
    fileName: string,
  ): Promise<SiteImage> {
    const maxBytes = Math.min(SITE_IMAGE_UPLOAD_MAX_BYTES, this.deps.fileMaxBytes);
    const bytes = await bytesOf(incoming.stream, maxBytes);
    if (!bytes) {
      throw new AppError(
        'fileTooLarge',
        `사진은 ${formatFileSize(maxBytes, { decimals: 0 })}까지 올릴 수 있습니다.`,
      );
    }
    const kind = detectFileKind(fileName, bytes.subarray(0, FILE_HEAD_BYTES));
    if (!kind?.image || bytes.length === 0) throw new AppError('unsupportedFile', NOT_A_PHOTO);
    return this.stored(uploaderId, imageId, fileName, bytes);
  }

  /**
   * Deletes the photos nobody holds a day after they were made (in no album, notice or page, no
   * company's logo: an album deleted, a photo taken out, a logo never used) with their files;
   * answers how many. The hourly maintenance runs it.
   */
  async deleteUnused(): Promise<number> {
    const { siteImages, clock } = this.deps;
    const before = new Date(clock.now().getTime() - UNUSED_PHOTO_TTL_MS).toISOString();
    let deleted = 0;
    for (const image of await siteImages.listUnheldBefore(before, UNUSED_PHOTOS_PER_PASS)) {
      if (!(await siteImages.deleteIfUnheld(image.imageId))) continue;
      await this.deps.fileGroups.deleteGroup(image.imageId);
      deleted += 1;
    }
    return deleted;
  }

  /**
   * Records that the holder (an album, a company's logo) holds exactly those of the images that
   * exist now, letting go of any it held before; inside the caller's transaction if one is open.
   */
  async hold(holder: ImageHolder, imageIds: readonly string[]): Promise<void> {
    await this.deps.transactions.run(async () => {
      const known = await this.deps.siteImages.findMany(imageIds);
      await this.deps.siteImages.hold(
        holder,
        known.map((image) => image.imageId),
      );
    });
  }

  /**
   * Records the photos a sanitised body (a notice's, a page's) shows or links as held by it: a
   * photo's files are grouped under its id.
   */
  async holdShownIn(holder: ImageHolder, bodyHtml: string): Promise<void> {
    const fileIds = siteMediaFileIdsIn(bodyHtml);
    const groups = fileIds.length > 0 ? await this.deps.fileGroups.groupsOfFiles(fileIds) : [];
    await this.hold(holder, groups);
  }

  /** The holder (deleted) holds no photo any more. */
  release(holder: ImageHolder): Promise<void> {
    return this.hold(holder, []);
  }

  /** Whether the image exists and that member (or administrator) uploaded it. */
  async uploadedBy(imageId: string, userId: string): Promise<boolean> {
    const [image] = await this.deps.siteImages.findMany([imageId]);
    return image?.createdBy === userId;
  }

  /** The records of those images that exist, by id. */
  async byId(imageIds: readonly string[]): Promise<Map<string, SiteImage>> {
    const found = await this.deps.siteImages.findMany(imageIds);
    return new Map(found.map((image) => [image.imageId, siteImageOf(image)]));
  }

  private async stored(
    uploaderId: string,
    imageId: string,
    fileName: string,
    bytes: Buffer,
  ): Promise<SiteImage> {
    let processed;
    try {
      processed = await this.deps.images.process(bytes);
    } catch (error) {
      if (error instanceof ImageUnreadableError) {
        throw new AppError('unsupportedFile', UNREADABLE_PHOTO);
      }
      throw error;
    }
    const stem = fileName.replace(/\.[^.]*$/u, '') || 'photo';
    return storeProcessedImage(this.deps, { imageId, stem, createdBy: uploaderId }, processed);
  }
}

function siteImageOf(image: SiteImage): SiteImage {
  return {
    imageId: image.imageId,
    width: image.width,
    height: image.height,
    variants: image.variants,
  };
}

/**
 * The stream's bytes, or null when there are more than `maxBytes` (the rest is read and dropped,
 * so that the request's body still ends). Photos are processed from memory: at most one runs
 * and a few wait (server/domain/content/policies.ts), each within its limit.
 */
function bytesOf(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    stream.once('error', reject);
    stream.once('end', () => resolve(size > maxBytes ? null : Buffer.concat(chunks)));
  });
}

/**
 * A processed photo's files stored as public files of the association (one per width and
 * format, under the image's id), then the image's record (an upload's, and the demo's).
 */
export async function storeProcessedImage(
  deps: StoredImageDependencies,
  names: { readonly imageId: string; readonly stem: string; readonly createdBy: string },
  processed: ProcessedImage,
): Promise<SiteImage> {
  const { imageId, stem } = names;
  const variants: SiteImageVariant[] = [];
  for (const variant of processed.variants) {
    const stored = (format: 'webp' | 'jpeg', extension: string) =>
      deps.fileGroups.storePublic({
        atchFileMstId: imageId,
        fileName: `${stem}-${variant.width}.${extension}`,
        mimeType: `image/${format}`,
        bytes: variant[format],
      });
    const [webp, jpeg] = await Promise.all([stored('webp', 'webp'), stored('jpeg', 'jpg')]);
    variants.push({
      width: variant.width,
      height: variant.height,
      webp: webp.atchFileId,
      jpeg: jpeg.atchFileId,
    });
  }
  const image: SiteImage = { imageId, width: processed.width, height: processed.height, variants };
  await deps.siteImages.insert({
    ...image,
    createdBy: names.createdBy,
    createdAt: deps.clock.now().toISOString(),
  });
  return image;
}
