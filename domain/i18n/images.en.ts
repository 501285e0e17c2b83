/** English texts of listing photos (issue 11), spread into en.ts. */
export const imagesEn = {
  "ownerMessage.image_missing": "Choose a photo to upload.",
  "ownerMessage.image_too_large": "This photo is larger than 8 MB. Choose a smaller one.",
  "ownerMessage.image_too_many_pixels":
    "This photo has more than 40 megapixels. Choose a smaller one or resize it first.",
  "ownerMessage.image_type": "This file is not a JPEG, PNG or WebP photo we can read. Nothing was uploaded.",
  "ownerMessage.image_count":
    "Your plan allows {max} photos and this listing has them all. Delete one or upgrade to add more.",
  "ownerMessage.image_not_found": "This photo does not exist or was deleted.",
  "images.title": "Photos",
  "images.intro": "The first photo is shown on your listing page and in search results. Your plan allows {max}.",
  "images.count": "{count} of {max} photos",
  "images.file": "Photo",
  "images.hint": "JPEG, PNG or WebP, up to 8 MB. Location and camera details are removed.",
  "images.upload": "Upload photo",
  "images.none": "No photos yet: your listing shows its initials instead.",
  "images.full": "This listing has all the photos its plan allows.",
  "images.listLabel": "Your photos, first shown first",
  "images.position": "Photo {n}",
  "images.moveUp": "Move up",
  "images.moveDown": "Move down",
  "images.delete": "Delete",
  "images.uploaded": "Photo uploaded.",
  "images.moved": "Photo moved.",
  "images.removed": "Photo deleted.",
} as const;
