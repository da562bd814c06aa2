/**
 * The admin sample (spec §3 Admin booking and Admin payment, §9 Admin sample): fictional customers, placed
 * around the first start's date (dayOffset days after it). Amounts follow the booking rule (₹350/₹500 per hour).
 */
import type { AdminBookingStatus, AdminPaymentStatus } from '../../machines/admin/admin.types';
import type { SportId } from '../../machines/booking/sports';

export interface SampleBooking {
  id: string;
  sport: SportId;
  court: number;
  dayOffset: number;
  time: string;
  duration: number;
  customerName: string;
  phone: string;
  amount: number;
  status: AdminBookingStatus;
  paymentMode: string;
  whatsappSent: boolean;
}

export const sampleBookings: readonly SampleBooking[] = [
  {
    id: 'BK-SAMPLE001',
    sport: 'badminton',
    court: 1,
    dayOffset: 0,
    time: '07:00',
    duration: 1,
    customerName: 'Arjun Kumar',
    phone: '9876500001',
    amount: 350,
    status: 'confirmed',
    paymentMode: 'online',
    whatsappSent: true,
  },
  {
    id: 'BK-SAMPLE002',
    sport: 'tennis',
    court: 2,
    dayOffset: 0,
    time: '18:00',
    duration: 2,
    customerName: 'Priya Sharma',
    phone: '9876500002',
    amount: 700,
    status: 'confirmed',
    paymentMode: 'online',
    whatsappSent: false,
  },
  {
    id: 'BK-SAMPLE003',
    sport: 'futsal',
    court: 1,
    dayOffset: 1,
    time: '20:00',
    duration: 2,
    customerName: 'Karthik Raja',
    phone: '9876500003',
    amount: 700,
    status: 'pending',
    paymentMode: 'online',
    whatsappSent: false,
  },
  {
    id: 'BK-SAMPLE004',
    sport: 'pickleball',
    court: 1,
    dayOffset: 1,
    time: '09:00',
    duration: 1.5,
    customerName: 'Meena Iyer',
    phone: '9876500004',
    amount: 525,
    status: 'confirmed',
    paymentMode: 'online',
    whatsappSent: true,
  },
  {
    id: 'BK-SAMPLE005',
    sport: 'badminton',
    court: 2,
    dayOffset: 2,
    time: '21:00',
    duration: 1,
    customerName: 'Rahul Menon',
    phone: '9876500005',
    amount: 350,
    status: 'cancelled',
    paymentMode: 'online',
    whatsappSent: false,
  },
];

export interface SamplePayment {
  id: string;
  productName: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  /** Rupees. */
  amount: number;
  paymentId: string;
  status: AdminPaymentStatus;
  paymentMethod: string;
  dayOffset: number;
  receiptSent: boolean;
}

export const samplePayments: readonly SamplePayment[] = [
  {
    id: 'PAY-SAMPLE001',
    productName: 'Badminton court booking',
    customerName: 'Arjun Kumar',
    customerPhone: '9876500001',
    customerEmail: 'arjun@example.com',
    amount: 350,
    paymentId: 'pay_sample0001',
    status: 'confirmed',
    paymentMethod: 'card',
    dayOffset: 0,
    receiptSent: true,
  },
  {
    id: 'PAY-SAMPLE002',
    productName: 'Tennis court booking',
    customerName: 'Priya Sharma',
    customerPhone: '9876500002',
    customerEmail: 'priya@example.com',
    amount: 700,
    paymentId: 'pay_sample0002',
    status: 'confirmed',
    paymentMethod: 'upi',
    dayOffset: 0,
    receiptSent: false,
  },
  {
    id: 'PAY-SAMPLE003',
    productName: 'Performance Jersey',
    customerName: 'Divya Nair',
    customerPhone: '9876500006',
    customerEmail: 'divya@example.com',
    amount: 899,
    paymentId: 'pay_sample0003',
    status: 'confirmed',
    paymentMethod: 'card',
    dayOffset: -1,
    receiptSent: true,
  },
  {
    id: 'PAY-SAMPLE004',
    productName: 'Futsal court booking',
    customerName: 'Karthik Raja',
    customerPhone: '9876500003',
    customerEmail: 'karthik@example.com',
    amount: 700,
    paymentId: 'pay_sample0004',
    status: 'captured',
    paymentMethod: 'netbanking',
    dayOffset: 1,
    receiptSent: false,
  },
  {
    id: 'PAY-SAMPLE005',
    productName: 'Signature Sports Cap',
    customerName: 'Sanjay Patel',
    customerPhone: '9876500007',
    customerEmail: 'sanjay@example.com',
    amount: 399,
    paymentId: 'pay_sample0005',
    status: 'failed',
    paymentMethod: 'card',
    dayOffset: -2,
    receiptSent: false,
  },
];
