/** Copy of the POD Gear manager (spec §2 "POD Gear", §8 toasts). */
import type { AdminGearCopy } from '../../design-system/screens/AdminGearScreen';
import { managerToasts } from './adminManagers';

export const gearMeta = {
  title: 'POD Gear · POD Admin',
  description: 'The shop’s products and WhatsApp ordering settings.',
} as const;

export const gearCopy: AdminGearCopy = {
  note: 'Each card is a product on /merchandise: name, price, sizes, picture and stock are what visitors see and what the cart and checkout charge. Out of stock disables Add to Cart and blocks checkout.',
  sizesHint: 'Comma separated, e.g. S, M, L, XL.',
  imageHint: 'JPEG, PNG or WebP, up to 2 MB.',
  whatsappNote:
    'The shop’s Ask Questions buttons open a WhatsApp chat with this number and message (products with WhatsApp Ordering on).',
  templateHint: '{product}, {size} and {price} are replaced by the product’s name, first size and price.',
  savedText: 'Saved. Visitors see it now.',
  emptyText: 'No products yet. Add New Product puts the first one in the shop.',
  deleteText: 'It disappears from the shop at once; past orders keep it.',
  discardText: 'This new product has not been saved; its card is removed.',
};

export const gearToasts = {
  productUpdated: (name: string) => ({ title: 'Product Updated', description: `${name} is saved.` }),
  productAdded: (name: string) => ({ title: 'Product Added', description: `${name} is in the shop now.` }),
  productDeleted: (name: string) => ({ title: 'Product Deleted', description: `${name} is no longer in the shop.` }),
  whatsappUpdated: {
    title: 'WhatsApp Settings Updated',
    description: 'Ask Questions links use the new number and message.',
  },
  saveFailed: managerToasts.saveFailed,
  deleteFailed: (message: string) => ({ title: 'Not deleted', description: message, variant: 'destructive' as const }),
  uploadFailed: (message: string) => ({
    title: 'Image not uploaded',
    description: message,
    variant: 'destructive' as const,
  }),
  checkFields: managerToasts.checkFields,
};
