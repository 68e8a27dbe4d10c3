/** A name lower than this on screen (CSS pixels) cannot be read: the table leaves it out until the camera comes closer. */
export const MIN_LABEL_PX = 8;
