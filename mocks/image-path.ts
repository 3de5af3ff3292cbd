/** Where a mock-mode build serves its images (see mocks/images.ts). */
export const MOCK_IMAGES_PATH = '/mock-images';
