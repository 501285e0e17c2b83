/** The columns of a sensory product the admin screens read and the audit log compares. */
import { autismProducts } from "@db/schema/index.ts";

export const productColumns = {
  id: autismProducts.id,
  name: autismProducts.name,
  description: autismProducts.description,
  nameEs: autismProducts.nameEs,
  descriptionEs: autismProducts.descriptionEs,
  imageUrl: autismProducts.imageUrl,
  affiliateLink: autismProducts.affiliateLink,
  price: autismProducts.price,
  category: autismProducts.category,
  ageRange: autismProducts.ageRange,
  isActive: autismProducts.isActive,
  sortOrder: autismProducts.sortOrder,
};

export interface AdminProduct {
  id: number;
  name: string;
  description: string | null;
  /** Spanish texts; null shows the English ones on the Spanish page. */
  nameEs: string | null;
  descriptionEs: string | null;
  imageUrl: string | null;
  affiliateLink: string;
  /** "14.99", or null without a price. */
  price: string | null;
  category: string | null;
  ageRange: string | null;
  isActive: boolean;
  sortOrder: number;
}
