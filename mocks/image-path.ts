/** Where a mock-mode build serves its images and its seed files (lab certificates); see mocks/images.ts. */
export const MOCK_IMAGES_PATH = '/mock-images';
export const MOCK_FILES_PATH = '/mock-files';
