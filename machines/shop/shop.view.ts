/**
 * What the shop's product cards show, derived from the catalogue: plain, display-ready data (prices formatted,
 * button labels decided, chat links built). The design system takes these as props; the app and the stories build
 * them here, so a rule lives in one place. The cart's lines and the order summary are in ../cart/cart.view.
 */
import { productQuestionMessage } from '../links/shop.messages';
import { whatsappLink } from '../links/outbound';
import { formatRupees } from '../money/money';
import {
  shopButtonFor,
  type Availability,
  type LogoPosition,
  type Product,
  type ProductBadge,
  type ProductCategory,
} from './catalogue';
import { orderMessageFrom } from './gear.rules';

/** A product card. */
export interface ProductCardView {
  id: number;
  name: string;
  category: ProductCategory;
  description: string;
  image: string;
  hoverImage: string;
  logoPosition: LogoPosition;
  badge?: ProductBadge;
  availability: Availability;
  features: readonly string[];
  /** Formatted unit price, e.g. '₹899'. */
  price: string;
  /** 'Add to Cart' or 'Pre-order'. */
  actionLabel: string;
  /** Out of Stock disables the main button. */
  actionDisabled: boolean;
  /** The size sent to the cart (the first size). */
  size: string;
  /** Ask Questions: a chat link with the product name, first size and price (absent when WhatsApp Ordering is off). */
  questionHref?: string;
}

/**
 * A product as its shop card shows it. `chatNumber` is the business chat number for shop questions; `template` the
 * saved order message ({product}, {size}, {price}), else the standard question. A product whose WhatsApp Ordering
 * is off has no Ask Questions link.
 */
export function productCardView(
  product: Product & { whatsappOrdering?: boolean },
  chatNumber: string,
  template?: string,
): ProductCardView {
  const button = shopButtonFor(product);
  const view: ProductCardView = {
    id: product.id,
    name: product.name,
    category: product.category,
    description: product.description,
    image: product.image,
    hoverImage: product.hoverImage,
    logoPosition: product.logoPosition,
    availability: product.availability,
    features: product.features,
    price: formatRupees(product.price),
    actionLabel: button.label,
    actionDisabled: button.disabled,
    size: button.size,
  };
  if (product.whatsappOrdering !== false) {
    view.questionHref = whatsappLink(
      chatNumber,
      template === undefined ? productQuestionMessage(product) : orderMessageFrom(template, product),
    );
  }
  if (product.badge) view.badge = product.badge;
  return view;
}
