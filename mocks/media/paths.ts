/** Where a mock-mode build serves its images and its seed files (lab certificates); see served-files.ts. */
export const MOCK_IMAGES_PATH = '/mock-images';
export const MOCK_FILES_PATH = '/mock-files';
