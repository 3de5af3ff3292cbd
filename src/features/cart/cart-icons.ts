/**
 * The icons of the cart's parts as the paths of Material Design's icons (those of
 * @mui/icons-material each comment names), drawn by `PlainIcon` (src/components/plain-icon.tsx):
 * no styling work for each one as the drawer first opens.
 */
export const cartIcons = {
  /** Close */
  close: [
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  ],
  /** ShoppingBagOutlined */
  bag: [
    'M18 6h-2c0-2.21-1.79-4-4-4S8 3.79 8 6H6c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m-6-2c1.1 0 2 .9 2 2h-4c0-1.1.9-2 2-2m6 16H6V8h2v2c0 .55.45 1 1 1s1-.45 1-1V8h4v2c0 .55.45 1 1 1s1-.45 1-1V8h2z',
  ],
  /** DeleteOutlined */
  remove: ['M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z'],
  /** Add */
  more: ['M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z'],
  /** Remove */
  fewer: ['M19 13H5v-2h14z'],
  /** LocalOfferOutlined */
  code: [
    'm21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M13 20.01 4 11V4h7v-.01l9 9z',
  ],
} satisfies Record<string, readonly string[]>;
