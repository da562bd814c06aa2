import { describe, expect, it } from 'vitest';
import * as api from '../../machines';

describe('machines/index', () => {
  it('re-exports the public API', () => {
    for (const name of [
      'formatRupees',
      'toPaise',
      'whatsappLink',
      'telLink',
      'mapsLink',
      'cafeReservationMessage',
      'products',
      'shopButtonFor',
      'visibleFeatures',
      'filterProducts',
      'addItem',
      'decodeCart',
      'encodeCart',
      'CART_STORAGE_KEY',
      'cartQuantityMachine',
      'validateCheckout',
      'paymentMachine',
      'sports',
      'buildSlots',
      'calendarDays',
      'bookingMachine',
      'selectPaymentOrder',
      'validateBookingCustomer',
      'validateVisit',
      'validateContact',
      'validateAdminLogin',
      'adminLoginMachine',
      'adminGuardMachine',
      'cafeHeroMachine',
      'lightboxMachine',
      'tierPrice',
      'installPromptMachine',
      'selectInstallPromptVisible',
      'chatPanelMachine',
      'createOrderId',
      'receiptText',
      'paymentsCsv',
      'bookingIcs',
    ]) {
      expect(api, name).toHaveProperty(name);
    }
  });
});
