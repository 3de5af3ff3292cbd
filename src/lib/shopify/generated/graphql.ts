/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * A custom key-value pair that stores additional information on a [cart](https://shopify.dev/docs/api/storefront/current/objects/Cart) or [cart line](https://shopify.dev/docs/api/storefront/current/objects/CartLine). Attributes capture additional information like gift messages, special instructions, or custom order details. Learn more about [managing carts with the Storefront API](https://shopify.dev/docs/storefronts/headless/building-with-the-storefront-api/cart/manage).
 *
 */
export type AttributeInput = {
  /** Key or name of the attribute. */
  key: string;
  /** Value of the attribute. */
  value: string;
};

/**
 * Error codes returned by [`CartUserError`](https://shopify.dev/docs/api/storefront/current/objects/CartUserError) during cart mutations. Covers validation failures for addresses, quantities, delivery options, merchandise lines, discount codes, and metafields.
 *
 */
export type CartErrorCode =
  /** The specified address field contains emojis. */
  | 'ADDRESS_FIELD_CONTAINS_EMOJIS'
  /** The specified address field contains HTML tags. */
  | 'ADDRESS_FIELD_CONTAINS_HTML_TAGS'
  /** The specified address field contains a URL. */
  | 'ADDRESS_FIELD_CONTAINS_URL'
  /** The specified address field does not match the expected pattern. */
  | 'ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN'
  /** The specified address field is required. */
  | 'ADDRESS_FIELD_IS_REQUIRED'
  /** The specified address field is too long. */
  | 'ADDRESS_FIELD_IS_TOO_LONG'
  /** Bundles and addons cannot be mixed. */
  | 'BUNDLES_AND_ADDONS_CANNOT_BE_MIXED'
  /** Buyer cannot purchase for company location. */
  | 'BUYER_CANNOT_PURCHASE_FOR_COMPANY_LOCATION'
  /** The cart is too large to save. */
  | 'CART_TOO_LARGE'
  /** The specified gift card recipient is invalid. */
  | 'GIFT_CARD_RECIPIENT_INVALID'
  /** The input value is invalid. */
  | 'INVALID'
  /** Company location not found or not allowed. */
  | 'INVALID_COMPANY_LOCATION'
  /** The delivery address was not found. */
  | 'INVALID_DELIVERY_ADDRESS_ID'
  /** Delivery group was not found in cart. */
  | 'INVALID_DELIVERY_GROUP'
  /** Delivery option was not valid. */
  | 'INVALID_DELIVERY_OPTION'
  /** The quantity must be a multiple of the specified increment. */
  | 'INVALID_INCREMENT'
  /** Merchandise line was not found in cart. */
  | 'INVALID_MERCHANDISE_LINE'
  /** The metafields were not valid. */
  | 'INVALID_METAFIELDS'
  /** The payment wasn't valid. */
  | 'INVALID_PAYMENT'
  /** The payment is invalid. Deferred payment is required. */
  | 'INVALID_PAYMENT_DEFERRED_PAYMENT_REQUIRED'
  /** Cannot update payment on an empty cart */
  | 'INVALID_PAYMENT_EMPTY_CART'
  /** The given zip code is invalid for the provided country. */
  | 'INVALID_ZIP_CODE_FOR_COUNTRY'
  /** The given zip code is invalid for the provided province. */
  | 'INVALID_ZIP_CODE_FOR_PROVINCE'
  /** The input value should be less than the maximum value allowed. */
  | 'LESS_THAN'
  /** The quantity must be below the specified maximum for the item. */
  | 'MAXIMUM_EXCEEDED'
  /** An error occurred while processing cart transformations. */
  | 'MERCHANDISE_LINE_TRANSFORMERS_RUN_ERROR'
  /** Item cannot be purchased as configured. */
  | 'MERCHANDISE_NOT_APPLICABLE'
  /** The quantity must be above the specified minimum for the item. */
  | 'MINIMUM_NOT_MET'
  /** The customer access token is required when setting a company location. */
  | 'MISSING_CUSTOMER_ACCESS_TOKEN'
  /** Missing discount code. */
  | 'MISSING_DISCOUNT_CODE'
  /** Missing note. */
  | 'MISSING_NOTE'
  /** The note length must be below the specified maximum. */
  | 'NOTE_TOO_LONG'
  /** Only one delivery address can be selected. */
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  /** Cannot reference existing parent lines by variant_id. */
  | 'PARENT_LINE_INVALID_REFERENCE'
  /** Parent line nesting is too deep or circular. */
  | 'PARENT_LINE_NESTING_TOO_DEEP'
  /** Parent line not found. */
  | 'PARENT_LINE_NOT_FOUND'
  /** Nested cartlines are blocked due to an incompatibility. */
  | 'PARENT_LINE_OPERATION_BLOCKED'
  /** Credit card has expired. */
  | 'PAYMENTS_CREDIT_CARD_BASE_EXPIRED'
  /** Credit card gateway is not supported. */
  | 'PAYMENTS_CREDIT_CARD_BASE_GATEWAY_NOT_SUPPORTED'
  /** Credit card error. */
  | 'PAYMENTS_CREDIT_CARD_GENERIC'
  /** Credit card month is invalid. */
  | 'PAYMENTS_CREDIT_CARD_MONTH_INCLUSION'
  /** Credit card number is invalid. */
  | 'PAYMENTS_CREDIT_CARD_NUMBER_INVALID'
  /** Credit card number format is invalid. */
  | 'PAYMENTS_CREDIT_CARD_NUMBER_INVALID_FORMAT'
  /** Credit card verification value is blank. */
  | 'PAYMENTS_CREDIT_CARD_VERIFICATION_VALUE_BLANK'
  /** Credit card verification value is invalid for card type. */
  | 'PAYMENTS_CREDIT_CARD_VERIFICATION_VALUE_INVALID_FOR_CARD_TYPE'
  /** Credit card has expired. */
  | 'PAYMENTS_CREDIT_CARD_YEAR_EXPIRED'
  /** Credit card expiry year is invalid. */
  | 'PAYMENTS_CREDIT_CARD_YEAR_INVALID_EXPIRY_YEAR'
  /** The payment method is not applicable. */
  | 'PAYMENT_METHOD_NOT_APPLICABLE'
  /** The payment method is not supported. */
  | 'PAYMENT_METHOD_NOT_SUPPORTED'
  /** The delivery group is in a pending state. */
  | 'PENDING_DELIVERY_GROUPS'
  /** The given province cannot be found. */
  | 'PROVINCE_NOT_FOUND'
  /** Selling plan is not applicable. */
  | 'SELLING_PLAN_NOT_APPLICABLE'
  /** An error occurred while saving the cart. */
  | 'SERVICE_UNAVAILABLE'
  /** Too many delivery addresses on Cart. */
  | 'TOO_MANY_DELIVERY_ADDRESSES'
  /** A general error occurred during address validation. */
  | 'UNSPECIFIED_ADDRESS_ERROR'
  /** Validation failed. */
  | 'VALIDATION_CUSTOM'
  /** Variant can only be purchased with a selling plan. */
  | 'VARIANT_REQUIRES_SELLING_PLAN'
  /** The given zip code is unsupported. */
  | 'ZIP_CODE_NOT_SUPPORTED';

/**
 * The input fields for adding a merchandise line to a cart. Each line represents a [`ProductVariant`](https://shopify.dev/docs/api/storefront/current/objects/ProductVariant) the buyer intends to purchase, along with the quantity and optional [`SellingPlan`](https://shopify.dev/docs/api/storefront/current/objects/SellingPlan) for subscriptions.
 *
 * Used by the [`cartCreate`](https://shopify.dev/docs/api/storefront/current/mutations/cartCreate) mutation when creating a cart with initial items, and the [`cartLinesAdd`](https://shopify.dev/docs/api/storefront/current/mutations/cartLinesAdd) mutation when adding items to an existing cart.
 *
 */
export type CartLineInput = {
  /**
   * An array of key-value pairs that contains additional information about the merchandise line.
   *
   * The input must not contain more than `250` values.
   */
  attributes?: Array<AttributeInput> | null | undefined;
  /** The ID of the merchandise that the buyer intends to purchase. */
  merchandiseId: string | number;
  /** The parent line item of the cart line. */
  parent?: CartLineParentInput | null | undefined;
  /** The quantity of the merchandise. */
  quantity?: number | null | undefined;
  /** The ID of the selling plan that the merchandise is being purchased with. */
  sellingPlanId?: string | number | null | undefined;
};

/** The parent line item of the cart line. */
export type CartLineParentInput = {
  /** The id of the parent line item. */
  lineId?: string | number | null | undefined;
  /** The ID of the parent line merchandise. */
  merchandiseId?: string | number | null | undefined;
};

/**
 * The input fields for updating a merchandise line in a cart. Used by the [`cartLinesUpdate`](https://shopify.dev/docs/api/storefront/current/mutations/cartLinesUpdate) mutation.
 *
 * Specify the line item's [`id`](https://shopify.dev/docs/api/storefront/current/input-objects/CartLineUpdateInput#fields-id) along with any fields to modify. You can change the quantity, swap the merchandise, update custom attributes, or associate a different selling plan.
 *
 */
export type CartLineUpdateInput = {
  /**
   * An array of key-value pairs that contains additional information about the merchandise line.
   *
   * The input must not contain more than `250` values.
   */
  attributes?: Array<AttributeInput> | null | undefined;
  /** The ID of the merchandise line. */
  id: string | number;
  /** The ID of the merchandise for the line item. */
  merchandiseId?: string | number | null | undefined;
  /** The quantity of the line item. */
  quantity?: number | null | undefined;
  /** The ID of the selling plan that the merchandise is being purchased with. */
  sellingPlanId?: string | number | null | undefined;
};

/**
 * The code designating a country/region, which generally follows ISO 3166-1 alpha-2 guidelines.
 * If a territory doesn't have a country code value in the `CountryCode` enum, then it might be considered a subdivision
 * of another country. For example, the territories associated with Spain are represented by the country code `ES`,
 * and the territories associated with the United States of America are represented by the country code `US`.
 *
 */
export type CountryCode =
  /** Ascension Island. */
  | 'AC'
  /** Andorra. */
  | 'AD'
  /** United Arab Emirates. */
  | 'AE'
  /** Afghanistan. */
  | 'AF'
  /** Antigua & Barbuda. */
  | 'AG'
  /** Anguilla. */
  | 'AI'
  /** Albania. */
  | 'AL'
  /** Armenia. */
  | 'AM'
  /** Netherlands Antilles. */
  | 'AN'
  /** Angola. */
  | 'AO'
  /** Argentina. */
  | 'AR'
  /** Austria. */
  | 'AT'
  /** Australia. */
  | 'AU'
  /** Aruba. */
  | 'AW'
  /** Åland Islands. */
  | 'AX'
  /** Azerbaijan. */
  | 'AZ'
  /** Bosnia & Herzegovina. */
  | 'BA'
  /** Barbados. */
  | 'BB'
  /** Bangladesh. */
  | 'BD'
  /** Belgium. */
  | 'BE'
  /** Burkina Faso. */
  | 'BF'
  /** Bulgaria. */
  | 'BG'
  /** Bahrain. */
  | 'BH'
  /** Burundi. */
  | 'BI'
  /** Benin. */
  | 'BJ'
  /** St. Barthélemy. */
  | 'BL'
  /** Bermuda. */
  | 'BM'
  /** Brunei. */
  | 'BN'
  /** Bolivia. */
  | 'BO'
  /** Caribbean Netherlands. */
  | 'BQ'
  /** Brazil. */
  | 'BR'
  /** Bahamas. */
  | 'BS'
  /** Bhutan. */
  | 'BT'
  /** Bouvet Island. */
  | 'BV'
  /** Botswana. */
  | 'BW'
  /** Belarus. */
  | 'BY'
  /** Belize. */
  | 'BZ'
  /** Canada. */
  | 'CA'
  /** Cocos (Keeling) Islands. */
  | 'CC'
  /** Congo - Kinshasa. */
  | 'CD'
  /** Central African Republic. */
  | 'CF'
  /** Congo - Brazzaville. */
  | 'CG'
  /** Switzerland. */
  | 'CH'
  /** Côte d’Ivoire. */
  | 'CI'
  /** Cook Islands. */
  | 'CK'
  /** Chile. */
  | 'CL'
  /** Cameroon. */
  | 'CM'
  /** China. */
  | 'CN'
  /** Colombia. */
  | 'CO'
  /** Costa Rica. */
  | 'CR'
  /** Cuba. */
  | 'CU'
  /** Cape Verde. */
  | 'CV'
  /** Curaçao. */
  | 'CW'
  /** Christmas Island. */
  | 'CX'
  /** Cyprus. */
  | 'CY'
  /** Czechia. */
  | 'CZ'
  /** Germany. */
  | 'DE'
  /** Djibouti. */
  | 'DJ'
  /** Denmark. */
  | 'DK'
  /** Dominica. */
  | 'DM'
  /** Dominican Republic. */
  | 'DO'
  /** Algeria. */
  | 'DZ'
  /** Ecuador. */
  | 'EC'
  /** Estonia. */
  | 'EE'
  /** Egypt. */
  | 'EG'
  /** Western Sahara. */
  | 'EH'
  /** Eritrea. */
  | 'ER'
  /** Spain. */
  | 'ES'
  /** Ethiopia. */
  | 'ET'
  /** Finland. */
  | 'FI'
  /** Fiji. */
  | 'FJ'
  /** Falkland Islands. */
  | 'FK'
  /** Faroe Islands. */
  | 'FO'
  /** France. */
  | 'FR'
  /** Gabon. */
  | 'GA'
  /** United Kingdom. */
  | 'GB'
  /** Grenada. */
  | 'GD'
  /** Georgia. */
  | 'GE'
  /** French Guiana. */
  | 'GF'
  /** Guernsey. */
  | 'GG'
  /** Ghana. */
  | 'GH'
  /** Gibraltar. */
  | 'GI'
  /** Greenland. */
  | 'GL'
  /** Gambia. */
  | 'GM'
  /** Guinea. */
  | 'GN'
  /** Guadeloupe. */
  | 'GP'
  /** Equatorial Guinea. */
  | 'GQ'
  /** Greece. */
  | 'GR'
  /** South Georgia & South Sandwich Islands. */
  | 'GS'
  /** Guatemala. */
  | 'GT'
  /** Guinea-Bissau. */
  | 'GW'
  /** Guyana. */
  | 'GY'
  /** Hong Kong SAR. */
  | 'HK'
  /** Heard & McDonald Islands. */
  | 'HM'
  /** Honduras. */
  | 'HN'
  /** Croatia. */
  | 'HR'
  /** Haiti. */
  | 'HT'
  /** Hungary. */
  | 'HU'
  /** Indonesia. */
  | 'ID'
  /** Ireland. */
  | 'IE'
  /** Israel. */
  | 'IL'
  /** Isle of Man. */
  | 'IM'
  /** India. */
  | 'IN'
  /** British Indian Ocean Territory. */
  | 'IO'
  /** Iraq. */
  | 'IQ'
  /** Iran. */
  | 'IR'
  /** Iceland. */
  | 'IS'
  /** Italy. */
  | 'IT'
  /** Jersey. */
  | 'JE'
  /** Jamaica. */
  | 'JM'
  /** Jordan. */
  | 'JO'
  /** Japan. */
  | 'JP'
  /** Kenya. */
  | 'KE'
  /** Kyrgyzstan. */
  | 'KG'
  /** Cambodia. */
  | 'KH'
  /** Kiribati. */
  | 'KI'
  /** Comoros. */
  | 'KM'
  /** St. Kitts & Nevis. */
  | 'KN'
  /** North Korea. */
  | 'KP'
  /** South Korea. */
  | 'KR'
  /** Kuwait. */
  | 'KW'
  /** Cayman Islands. */
  | 'KY'
  /** Kazakhstan. */
  | 'KZ'
  /** Laos. */
  | 'LA'
  /** Lebanon. */
  | 'LB'
  /** St. Lucia. */
  | 'LC'
  /** Liechtenstein. */
  | 'LI'
  /** Sri Lanka. */
  | 'LK'
  /** Liberia. */
  | 'LR'
  /** Lesotho. */
  | 'LS'
  /** Lithuania. */
  | 'LT'
  /** Luxembourg. */
  | 'LU'
  /** Latvia. */
  | 'LV'
  /** Libya. */
  | 'LY'
  /** Morocco. */
  | 'MA'
  /** Monaco. */
  | 'MC'
  /** Moldova. */
  | 'MD'
  /** Montenegro. */
  | 'ME'
  /** St. Martin. */
  | 'MF'
  /** Madagascar. */
  | 'MG'
  /** North Macedonia. */
  | 'MK'
  /** Mali. */
  | 'ML'
  /** Myanmar (Burma). */
  | 'MM'
  /** Mongolia. */
  | 'MN'
  /** Macao SAR. */
  | 'MO'
  /** Martinique. */
  | 'MQ'
  /** Mauritania. */
  | 'MR'
  /** Montserrat. */
  | 'MS'
  /** Malta. */
  | 'MT'
  /** Mauritius. */
  | 'MU'
  /** Maldives. */
  | 'MV'
  /** Malawi. */
  | 'MW'
  /** Mexico. */
  | 'MX'
  /** Malaysia. */
  | 'MY'
  /** Mozambique. */
  | 'MZ'
  /** Namibia. */
  | 'NA'
  /** New Caledonia. */
  | 'NC'
  /** Niger. */
  | 'NE'
  /** Norfolk Island. */
  | 'NF'
  /** Nigeria. */
  | 'NG'
  /** Nicaragua. */
  | 'NI'
  /** Netherlands. */
  | 'NL'
  /** Norway. */
  | 'NO'
  /** Nepal. */
  | 'NP'
  /** Nauru. */
  | 'NR'
  /** Niue. */
  | 'NU'
  /** New Zealand. */
  | 'NZ'
  /** Oman. */
  | 'OM'
  /** Panama. */
  | 'PA'
  /** Peru. */
  | 'PE'
  /** French Polynesia. */
  | 'PF'
  /** Papua New Guinea. */
  | 'PG'
  /** Philippines. */
  | 'PH'
  /** Pakistan. */
  | 'PK'
  /** Poland. */
  | 'PL'
  /** St. Pierre & Miquelon. */
  | 'PM'
  /** Pitcairn Islands. */
  | 'PN'
  /** Palestinian Territories. */
  | 'PS'
  /** Portugal. */
  | 'PT'
  /** Paraguay. */
  | 'PY'
  /** Qatar. */
  | 'QA'
  /** Réunion. */
  | 'RE'
  /** Romania. */
  | 'RO'
  /** Serbia. */
  | 'RS'
  /** Russia. */
  | 'RU'
  /** Rwanda. */
  | 'RW'
  /** Saudi Arabia. */
  | 'SA'
  /** Solomon Islands. */
  | 'SB'
  /** Seychelles. */
  | 'SC'
  /** Sudan. */
  | 'SD'
  /** Sweden. */
  | 'SE'
  /** Singapore. */
  | 'SG'
  /** St. Helena. */
  | 'SH'
  /** Slovenia. */
  | 'SI'
  /** Svalbard & Jan Mayen. */
  | 'SJ'
  /** Slovakia. */
  | 'SK'
  /** Sierra Leone. */
  | 'SL'
  /** San Marino. */
  | 'SM'
  /** Senegal. */
  | 'SN'
  /** Somalia. */
  | 'SO'
  /** Suriname. */
  | 'SR'
  /** South Sudan. */
  | 'SS'
  /** São Tomé & Príncipe. */
  | 'ST'
  /** El Salvador. */
  | 'SV'
  /** Sint Maarten. */
  | 'SX'
  /** Syria. */
  | 'SY'
  /** Eswatini. */
  | 'SZ'
  /** Tristan da Cunha. */
  | 'TA'
  /** Turks & Caicos Islands. */
  | 'TC'
  /** Chad. */
  | 'TD'
  /** French Southern Territories. */
  | 'TF'
  /** Togo. */
  | 'TG'
  /** Thailand. */
  | 'TH'
  /** Tajikistan. */
  | 'TJ'
  /** Tokelau. */
  | 'TK'
  /** Timor-Leste. */
  | 'TL'
  /** Turkmenistan. */
  | 'TM'
  /** Tunisia. */
  | 'TN'
  /** Tonga. */
  | 'TO'
  /** Türkiye. */
  | 'TR'
  /** Trinidad & Tobago. */
  | 'TT'
  /** Tuvalu. */
  | 'TV'
  /** Taiwan. */
  | 'TW'
  /** Tanzania. */
  | 'TZ'
  /** Ukraine. */
  | 'UA'
  /** Uganda. */
  | 'UG'
  /** U.S. Outlying Islands. */
  | 'UM'
  /** United States. */
  | 'US'
  /** Uruguay. */
  | 'UY'
  /** Uzbekistan. */
  | 'UZ'
  /** Vatican City. */
  | 'VA'
  /** St. Vincent & Grenadines. */
  | 'VC'
  /** Venezuela. */
  | 'VE'
  /** British Virgin Islands. */
  | 'VG'
  /** Vietnam. */
  | 'VN'
  /** Vanuatu. */
  | 'VU'
  /** Wallis & Futuna. */
  | 'WF'
  /** Samoa. */
  | 'WS'
  /** Kosovo. */
  | 'XK'
  /** Yemen. */
  | 'YE'
  /** Mayotte. */
  | 'YT'
  /** South Africa. */
  | 'ZA'
  /** Zambia. */
  | 'ZM'
  /** Zimbabwe. */
  | 'ZW'
  /** Unknown Region. */
  | 'ZZ';

/**
 * The three-letter currency codes that represent the world currencies used in
 * stores. These include standard ISO 4217 codes, legacy codes,
 * and non-standard codes.
 *
 */
export type CurrencyCode =
  /** United Arab Emirates Dirham (AED). */
  | 'AED'
  /** Afghan Afghani (AFN). */
  | 'AFN'
  /** Albanian Lek (ALL). */
  | 'ALL'
  /** Armenian Dram (AMD). */
  | 'AMD'
  /** Netherlands Antillean Guilder. */
  | 'ANG'
  /** Angolan Kwanza (AOA). */
  | 'AOA'
  /** Argentine Pesos (ARS). */
  | 'ARS'
  /** Australian Dollars (AUD). */
  | 'AUD'
  /** Aruban Florin (AWG). */
  | 'AWG'
  /** Azerbaijani Manat (AZN). */
  | 'AZN'
  /** Bosnia and Herzegovina Convertible Mark (BAM). */
  | 'BAM'
  /** Barbadian Dollar (BBD). */
  | 'BBD'
  /** Bangladesh Taka (BDT). */
  | 'BDT'
  /** Bulgarian Lev (BGN). */
  | 'BGN'
  /** Bahraini Dinar (BHD). */
  | 'BHD'
  /** Burundian Franc (BIF). */
  | 'BIF'
  /** Bermudian Dollar (BMD). */
  | 'BMD'
  /** Brunei Dollar (BND). */
  | 'BND'
  /** Bolivian Boliviano (BOB). */
  | 'BOB'
  /** Brazilian Real (BRL). */
  | 'BRL'
  /** Bahamian Dollar (BSD). */
  | 'BSD'
  /** Bhutanese Ngultrum (BTN). */
  | 'BTN'
  /** Botswana Pula (BWP). */
  | 'BWP'
  /** Belarusian Ruble (BYN). */
  | 'BYN'
  /** Belarusian Ruble (BYR). */
  | 'BYR'
  /** Belize Dollar (BZD). */
  | 'BZD'
  /** Canadian Dollars (CAD). */
  | 'CAD'
  /** Congolese franc (CDF). */
  | 'CDF'
  /** Swiss Francs (CHF). */
  | 'CHF'
  /** Chilean Peso (CLP). */
  | 'CLP'
  /** Chinese Yuan Renminbi (CNY). */
  | 'CNY'
  /** Colombian Peso (COP). */
  | 'COP'
  /** Costa Rican Colones (CRC). */
  | 'CRC'
  /** Cape Verdean escudo (CVE). */
  | 'CVE'
  /** Czech Koruny (CZK). */
  | 'CZK'
  /** Djiboutian Franc (DJF). */
  | 'DJF'
  /** Danish Kroner (DKK). */
  | 'DKK'
  /** Dominican Peso (DOP). */
  | 'DOP'
  /** Algerian Dinar (DZD). */
  | 'DZD'
  /** Egyptian Pound (EGP). */
  | 'EGP'
  /** Eritrean Nakfa (ERN). */
  | 'ERN'
  /** Ethiopian Birr (ETB). */
  | 'ETB'
  /** Euro (EUR). */
  | 'EUR'
  /** Fijian Dollars (FJD). */
  | 'FJD'
  /** Falkland Islands Pounds (FKP). */
  | 'FKP'
  /** United Kingdom Pounds (GBP). */
  | 'GBP'
  /** Georgian Lari (GEL). */
  | 'GEL'
  /** Ghanaian Cedi (GHS). */
  | 'GHS'
  /** Gibraltar Pounds (GIP). */
  | 'GIP'
  /** Gambian Dalasi (GMD). */
  | 'GMD'
  /** Guinean Franc (GNF). */
  | 'GNF'
  /** Guatemalan Quetzal (GTQ). */
  | 'GTQ'
  /** Guyanese Dollar (GYD). */
  | 'GYD'
  /** Hong Kong Dollars (HKD). */
  | 'HKD'
  /** Honduran Lempira (HNL). */
  | 'HNL'
  /** Croatian Kuna (HRK). */
  | 'HRK'
  /** Haitian Gourde (HTG). */
  | 'HTG'
  /** Hungarian Forint (HUF). */
  | 'HUF'
  /** Indonesian Rupiah (IDR). */
  | 'IDR'
  /** Israeli New Shekel (NIS). */
  | 'ILS'
  /** Indian Rupees (INR). */
  | 'INR'
  /** Iraqi Dinar (IQD). */
  | 'IQD'
  /** Iranian Rial (IRR). */
  | 'IRR'
  /** Icelandic Kronur (ISK). */
  | 'ISK'
  /** Jersey Pound. */
  | 'JEP'
  /** Jamaican Dollars (JMD). */
  | 'JMD'
  /** Jordanian Dinar (JOD). */
  | 'JOD'
  /** Japanese Yen (JPY). */
  | 'JPY'
  /** Kenyan Shilling (KES). */
  | 'KES'
  /** Kyrgyzstani Som (KGS). */
  | 'KGS'
  /** Cambodian Riel. */
  | 'KHR'
  /** Kiribati Dollar (KID). */
  | 'KID'
  /** Comorian Franc (KMF). */
  | 'KMF'
  /** South Korean Won (KRW). */
  | 'KRW'
  /** Kuwaiti Dinar (KWD). */
  | 'KWD'
  /** Cayman Dollars (KYD). */
  | 'KYD'
  /** Kazakhstani Tenge (KZT). */
  | 'KZT'
  /** Laotian Kip (LAK). */
  | 'LAK'
  /** Lebanese Pounds (LBP). */
  | 'LBP'
  /** Sri Lankan Rupees (LKR). */
  | 'LKR'
  /** Liberian Dollar (LRD). */
  | 'LRD'
  /** Lesotho Loti (LSL). */
  | 'LSL'
  /** Lithuanian Litai (LTL). */
  | 'LTL'
  /** Latvian Lati (LVL). */
  | 'LVL'
  /** Libyan Dinar (LYD). */
  | 'LYD'
  /** Moroccan Dirham. */
  | 'MAD'
  /** Moldovan Leu (MDL). */
  | 'MDL'
  /** Malagasy Ariary (MGA). */
  | 'MGA'
  /** Macedonia Denar (MKD). */
  | 'MKD'
  /** Burmese Kyat (MMK). */
  | 'MMK'
  /** Mongolian Tugrik. */
  | 'MNT'
  /** Macanese Pataca (MOP). */
  | 'MOP'
  /** Mauritanian Ouguiya (MRU). */
  | 'MRU'
  /** Mauritian Rupee (MUR). */
  | 'MUR'
  /** Maldivian Rufiyaa (MVR). */
  | 'MVR'
  /** Malawian Kwacha (MWK). */
  | 'MWK'
  /** Mexican Pesos (MXN). */
  | 'MXN'
  /** Malaysian Ringgits (MYR). */
  | 'MYR'
  /** Mozambican Metical. */
  | 'MZN'
  /** Namibian Dollar. */
  | 'NAD'
  /** Nigerian Naira (NGN). */
  | 'NGN'
  /** Nicaraguan Córdoba (NIO). */
  | 'NIO'
  /** Norwegian Kroner (NOK). */
  | 'NOK'
  /** Nepalese Rupee (NPR). */
  | 'NPR'
  /** New Zealand Dollars (NZD). */
  | 'NZD'
  /** Omani Rial (OMR). */
  | 'OMR'
  /** Panamian Balboa (PAB). */
  | 'PAB'
  /** Peruvian Nuevo Sol (PEN). */
  | 'PEN'
  /** Papua New Guinean Kina (PGK). */
  | 'PGK'
  /** Philippine Peso (PHP). */
  | 'PHP'
  /** Pakistani Rupee (PKR). */
  | 'PKR'
  /** Polish Zlotych (PLN). */
  | 'PLN'
  /** Paraguayan Guarani (PYG). */
  | 'PYG'
  /** Qatari Rial (QAR). */
  | 'QAR'
  /** Romanian Lei (RON). */
  | 'RON'
  /** Serbian dinar (RSD). */
  | 'RSD'
  /** Russian Rubles (RUB). */
  | 'RUB'
  /** Rwandan Franc (RWF). */
  | 'RWF'
  /** Saudi Riyal (SAR). */
  | 'SAR'
  /** Solomon Islands Dollar (SBD). */
  | 'SBD'
  /** Seychellois Rupee (SCR). */
  | 'SCR'
  /** Sudanese Pound (SDG). */
  | 'SDG'
  /** Swedish Kronor (SEK). */
  | 'SEK'
  /** Singapore Dollars (SGD). */
  | 'SGD'
  /** Saint Helena Pounds (SHP). */
  | 'SHP'
  /** Sierra Leonean Leone (SLL). */
  | 'SLL'
  /** Somali Shilling (SOS). */
  | 'SOS'
  /** Surinamese Dollar (SRD). */
  | 'SRD'
  /** South Sudanese Pound (SSP). */
  | 'SSP'
  /** Sao Tome And Principe Dobra (STD). */
  | 'STD'
  /** Sao Tome And Principe Dobra (STN). */
  | 'STN'
  /** Syrian Pound (SYP). */
  | 'SYP'
  /** Swazi Lilangeni (SZL). */
  | 'SZL'
  /** Thai baht (THB). */
  | 'THB'
  /** Tajikistani Somoni (TJS). */
  | 'TJS'
  /** Turkmenistani Manat (TMT). */
  | 'TMT'
  /** Tunisian Dinar (TND). */
  | 'TND'
  /** Tongan Pa'anga (TOP). */
  | 'TOP'
  /** Turkish Lira (TRY). */
  | 'TRY'
  /** Trinidad and Tobago Dollars (TTD). */
  | 'TTD'
  /** Taiwan Dollars (TWD). */
  | 'TWD'
  /** Tanzanian Shilling (TZS). */
  | 'TZS'
  /** Ukrainian Hryvnia (UAH). */
  | 'UAH'
  /** Ugandan Shilling (UGX). */
  | 'UGX'
  /** United States Dollars (USD). */
  | 'USD'
  /** Uruguayan Pesos (UYU). */
  | 'UYU'
  /** Uzbekistan som (UZS). */
  | 'UZS'
  /** Venezuelan Bolivares (VED). */
  | 'VED'
  /** Venezuelan Bolivares (VEF). */
  | 'VEF'
  /** Venezuelan Bolivares Soberanos (VES). */
  | 'VES'
  /** Vietnamese đồng (VND). */
  | 'VND'
  /** Vanuatu Vatu (VUV). */
  | 'VUV'
  /** Samoan Tala (WST). */
  | 'WST'
  /** Central African CFA Franc (XAF). */
  | 'XAF'
  /** East Caribbean Dollar (XCD). */
  | 'XCD'
  /** West African CFA franc (XOF). */
  | 'XOF'
  /** CFP Franc (XPF). */
  | 'XPF'
  /** Unrecognized currency. */
  | 'XXX'
  /** Yemeni Rial (YER). */
  | 'YER'
  /** South African Rand (ZAR). */
  | 'ZAR'
  /** Zambian Kwacha (ZMW). */
  | 'ZMW';

/**
 * Sorting options for the [`products`](https://shopify.dev/docs/api/storefront/current/queries/products) query. Supports sorting products by criteria such as best-selling and price, and by product attributes such as type, and vendor.
 *
 * > Note: Use the [`RELEVANCE`](https://shopify.dev/docs/api/storefront/current/enums/ProductSortKeys#enums-RELEVANCE) key only when a search query is specified.
 *
 */
export type ProductSortKeys =
  /** Sort by the `best_selling` value. */
  | 'BEST_SELLING'
  /** Sort by the `created_at` value. */
  | 'CREATED_AT'
  /** Sort by the `id` value. */
  | 'ID'
  /** Sort by the `price` value. */
  | 'PRICE'
  /** Sort by the `product_type` value. */
  | 'PRODUCT_TYPE'
  /**
   * Sort by relevance to the search terms when the `query` parameter is specified on the connection.
   * Don't use this sort key when no search query is specified.
   *
   */
  | 'RELEVANCE'
  /** Sort by the `title` value. */
  | 'TITLE'
  /** Sort by the `updated_at` value. */
  | 'UPDATED_AT'
  /** Sort by the `vendor` value. */
  | 'VENDOR';

/** Represents a valid selling plan interval. */
export type SellingPlanInterval =
  /** Day interval. */
  | 'DAY'
  /** Month interval. */
  | 'MONTH'
  /** Week interval. */
  | 'WEEK'
  /** Year interval. */
  | 'YEAR';

export type CartFragmentFragment = {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  buyerIdentity: { countryCode: CountryCode | null };
  attributes: Array<{ key: string; value: string | null }>;
  lines: {
    nodes: Array<
      | {
          id: string;
          quantity: number;
          cost: {
            amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
            totalAmount: { amount: string; currencyCode: CurrencyCode };
          };
          sellingPlanAllocation: {
            sellingPlan: {
              id: string;
              name: string;
              deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
            };
          } | null;
          merchandise: {
            id: string;
            title: string;
            image: {
              url: string;
              altText: string | null;
              width: number | null;
              height: number | null;
            } | null;
            product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
          };
        }
      | {
          id: string;
          quantity: number;
          cost: {
            amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
            totalAmount: { amount: string; currencyCode: CurrencyCode };
          };
          sellingPlanAllocation: {
            sellingPlan: {
              id: string;
              name: string;
              deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
            };
          } | null;
          merchandise: {
            id: string;
            title: string;
            image: {
              url: string;
              altText: string | null;
              width: number | null;
              height: number | null;
            } | null;
            product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
          };
        }
    >;
  };
  cost: {
    subtotalAmount: { amount: string; currencyCode: CurrencyCode };
    totalAmount: { amount: string; currencyCode: CurrencyCode };
  };
  discountCodes: Array<{ code: string; applicable: boolean }>;
  discountAllocations: Array<
    | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
    | { code: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
    | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
  >;
};

export type SavedCartQueryVariables = Exact<{
  cartId: string | number;
  numCartLines?: number | null | undefined;
}>;

export type SavedCartQuery = {
  cart: {
    id: string;
    checkoutUrl: string;
    totalQuantity: number;
    buyerIdentity: { countryCode: CountryCode | null };
    attributes: Array<{ key: string; value: string | null }>;
    lines: {
      nodes: Array<
        | {
            id: string;
            quantity: number;
            cost: {
              amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
              totalAmount: { amount: string; currencyCode: CurrencyCode };
            };
            sellingPlanAllocation: {
              sellingPlan: {
                id: string;
                name: string;
                deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
              };
            } | null;
            merchandise: {
              id: string;
              title: string;
              image: {
                url: string;
                altText: string | null;
                width: number | null;
                height: number | null;
              } | null;
              product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
            };
          }
        | {
            id: string;
            quantity: number;
            cost: {
              amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
              totalAmount: { amount: string; currencyCode: CurrencyCode };
            };
            sellingPlanAllocation: {
              sellingPlan: {
                id: string;
                name: string;
                deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
              };
            } | null;
            merchandise: {
              id: string;
              title: string;
              image: {
                url: string;
                altText: string | null;
                width: number | null;
                height: number | null;
              } | null;
              product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
            };
          }
      >;
    };
    cost: {
      subtotalAmount: { amount: string; currencyCode: CurrencyCode };
      totalAmount: { amount: string; currencyCode: CurrencyCode };
    };
    discountCodes: Array<{ code: string; applicable: boolean }>;
    discountAllocations: Array<
      | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
      | { code: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
      | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
    >;
  } | null;
};

export type CartProblemsFragment = {
  code: CartErrorCode | null;
  field: Array<string> | null;
  message: string;
};

export type CartCreateMutationVariables = Exact<{
  lines: Array<CartLineInput> | CartLineInput;
  attributes?: Array<AttributeInput> | AttributeInput | null | undefined;
  numCartLines?: number | null | undefined;
}>;

export type CartCreateMutation = {
  cartCreate: {
    cart: {
      id: string;
      checkoutUrl: string;
      totalQuantity: number;
      buyerIdentity: { countryCode: CountryCode | null };
      attributes: Array<{ key: string; value: string | null }>;
      lines: {
        nodes: Array<
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
        >;
      };
      cost: {
        subtotalAmount: { amount: string; currencyCode: CurrencyCode };
        totalAmount: { amount: string; currencyCode: CurrencyCode };
      };
      discountCodes: Array<{ code: string; applicable: boolean }>;
      discountAllocations: Array<
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { code: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
      >;
    } | null;
    userErrors: Array<{ code: CartErrorCode | null; field: Array<string> | null; message: string }>;
  } | null;
};

export type CartLinesAddMutationVariables = Exact<{
  cartId: string | number;
  lines: Array<CartLineInput> | CartLineInput;
  numCartLines?: number | null | undefined;
}>;

export type CartLinesAddMutation = {
  cartLinesAdd: {
    cart: {
      id: string;
      checkoutUrl: string;
      totalQuantity: number;
      buyerIdentity: { countryCode: CountryCode | null };
      attributes: Array<{ key: string; value: string | null }>;
      lines: {
        nodes: Array<
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
        >;
      };
      cost: {
        subtotalAmount: { amount: string; currencyCode: CurrencyCode };
        totalAmount: { amount: string; currencyCode: CurrencyCode };
      };
      discountCodes: Array<{ code: string; applicable: boolean }>;
      discountAllocations: Array<
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { code: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
      >;
    } | null;
    userErrors: Array<{ code: CartErrorCode | null; field: Array<string> | null; message: string }>;
  } | null;
};

export type CartLinesAddWithAttributesMutationVariables = Exact<{
  cartId: string | number;
  lines: Array<CartLineInput> | CartLineInput;
  attributes: Array<AttributeInput> | AttributeInput;
  numCartLines?: number | null | undefined;
}>;

export type CartLinesAddWithAttributesMutation = {
  cartAttributesUpdate: {
    userErrors: Array<{ code: CartErrorCode | null; field: Array<string> | null; message: string }>;
  } | null;
  cartLinesAdd: {
    cart: {
      id: string;
      checkoutUrl: string;
      totalQuantity: number;
      buyerIdentity: { countryCode: CountryCode | null };
      attributes: Array<{ key: string; value: string | null }>;
      lines: {
        nodes: Array<
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
        >;
      };
      cost: {
        subtotalAmount: { amount: string; currencyCode: CurrencyCode };
        totalAmount: { amount: string; currencyCode: CurrencyCode };
      };
      discountCodes: Array<{ code: string; applicable: boolean }>;
      discountAllocations: Array<
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { code: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
      >;
    } | null;
    userErrors: Array<{ code: CartErrorCode | null; field: Array<string> | null; message: string }>;
  } | null;
};

export type CartAttributesUpdateMutationVariables = Exact<{
  cartId: string | number;
  attributes: Array<AttributeInput> | AttributeInput;
  numCartLines?: number | null | undefined;
}>;

export type CartAttributesUpdateMutation = {
  cartAttributesUpdate: {
    cart: {
      id: string;
      checkoutUrl: string;
      totalQuantity: number;
      buyerIdentity: { countryCode: CountryCode | null };
      attributes: Array<{ key: string; value: string | null }>;
      lines: {
        nodes: Array<
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
        >;
      };
      cost: {
        subtotalAmount: { amount: string; currencyCode: CurrencyCode };
        totalAmount: { amount: string; currencyCode: CurrencyCode };
      };
      discountCodes: Array<{ code: string; applicable: boolean }>;
      discountAllocations: Array<
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { code: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
      >;
    } | null;
    userErrors: Array<{ code: CartErrorCode | null; field: Array<string> | null; message: string }>;
  } | null;
};

export type CartLinesUpdateMutationVariables = Exact<{
  cartId: string | number;
  lines: Array<CartLineUpdateInput> | CartLineUpdateInput;
  numCartLines?: number | null | undefined;
}>;

export type CartLinesUpdateMutation = {
  cartLinesUpdate: {
    cart: {
      id: string;
      checkoutUrl: string;
      totalQuantity: number;
      buyerIdentity: { countryCode: CountryCode | null };
      attributes: Array<{ key: string; value: string | null }>;
      lines: {
        nodes: Array<
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
        >;
      };
      cost: {
        subtotalAmount: { amount: string; currencyCode: CurrencyCode };
        totalAmount: { amount: string; currencyCode: CurrencyCode };
      };
      discountCodes: Array<{ code: string; applicable: boolean }>;
      discountAllocations: Array<
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { code: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
      >;
    } | null;
    userErrors: Array<{ code: CartErrorCode | null; field: Array<string> | null; message: string }>;
  } | null;
};

export type CartLinesRemoveMutationVariables = Exact<{
  cartId: string | number;
  lineIds: Array<string | number> | string | number;
  numCartLines?: number | null | undefined;
}>;

export type CartLinesRemoveMutation = {
  cartLinesRemove: {
    cart: {
      id: string;
      checkoutUrl: string;
      totalQuantity: number;
      buyerIdentity: { countryCode: CountryCode | null };
      attributes: Array<{ key: string; value: string | null }>;
      lines: {
        nodes: Array<
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
        >;
      };
      cost: {
        subtotalAmount: { amount: string; currencyCode: CurrencyCode };
        totalAmount: { amount: string; currencyCode: CurrencyCode };
      };
      discountCodes: Array<{ code: string; applicable: boolean }>;
      discountAllocations: Array<
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { code: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
      >;
    } | null;
    userErrors: Array<{ code: CartErrorCode | null; field: Array<string> | null; message: string }>;
  } | null;
};

export type CartDiscountCodesUpdateMutationVariables = Exact<{
  cartId: string | number;
  discountCodes: Array<string> | string;
  numCartLines?: number | null | undefined;
}>;

export type CartDiscountCodesUpdateMutation = {
  cartDiscountCodesUpdate: {
    cart: {
      id: string;
      checkoutUrl: string;
      totalQuantity: number;
      buyerIdentity: { countryCode: CountryCode | null };
      attributes: Array<{ key: string; value: string | null }>;
      lines: {
        nodes: Array<
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
          | {
              id: string;
              quantity: number;
              cost: {
                amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
                totalAmount: { amount: string; currencyCode: CurrencyCode };
              };
              sellingPlanAllocation: {
                sellingPlan: {
                  id: string;
                  name: string;
                  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
                };
              } | null;
              merchandise: {
                id: string;
                title: string;
                image: {
                  url: string;
                  altText: string | null;
                  width: number | null;
                  height: number | null;
                } | null;
                product: { id: string; handle: string; title: string; vendor: string; tags: Array<string> };
              };
            }
        >;
      };
      cost: {
        subtotalAmount: { amount: string; currencyCode: CurrencyCode };
        totalAmount: { amount: string; currencyCode: CurrencyCode };
      };
      discountCodes: Array<{ code: string; applicable: boolean }>;
      discountAllocations: Array<
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { code: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
        | { title: string; discountedAmount: { amount: string; currencyCode: CurrencyCode } }
      >;
    } | null;
    userErrors: Array<{ code: CartErrorCode | null; field: Array<string> | null; message: string }>;
  } | null;
};

export type CollectionQueryVariables = Exact<{
  id?: string | number | null | undefined;
  handle?: string | null | undefined;
  first: number;
}>;

export type CollectionQuery = {
  collection: {
    id: string;
    handle: string;
    title: string;
    description: string;
    updatedAt: string;
    products: {
      nodes: Array<{
        id: string;
        handle: string;
        title: string;
        vendor: string;
        description: string;
        availableForSale: boolean;
        tags: Array<string>;
        updatedAt: string;
        priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
        compareAtPriceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
        images: {
          nodes: Array<{ url: string; altText: string | null; width: number | null; height: number | null }>;
        };
        variants: {
          nodes: Array<{
            id: string;
            title: string;
            availableForSale: boolean;
            price: { amount: string; currencyCode: CurrencyCode };
            compareAtPrice: { amount: string; currencyCode: CurrencyCode } | null;
          }>;
        };
        metafields: Array<{ namespace: string; key: string; type: string; value: string } | null>;
        bundleProducts: {
          value: string;
          references: {
            nodes: Array<
              | {
                  handle: string;
                  title: string;
                  priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
                }
              | Record<PropertyKey, never>
            >;
          } | null;
        } | null;
      }>;
    };
  } | null;
};

export type CollectionHandlesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type CollectionHandlesQuery = {
  nodes: Array<{ id: string; handle: string } | Record<PropertyKey, never> | null>;
};

export type CollectionPagesQueryVariables = Exact<{ [key: string]: never }>;

export type CollectionPagesQuery = { collections: { nodes: Array<{ handle: string }> } };

export type StorefrontMoneyFragment = { amount: string; currencyCode: CurrencyCode };

export type StorefrontImageFragment = {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
};

export type ProductFieldsFragment = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  description: string;
  availableForSale: boolean;
  tags: Array<string>;
  updatedAt: string;
  priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
  compareAtPriceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
  images: {
    nodes: Array<{ url: string; altText: string | null; width: number | null; height: number | null }>;
  };
  variants: {
    nodes: Array<{
      id: string;
      title: string;
      availableForSale: boolean;
      price: { amount: string; currencyCode: CurrencyCode };
      compareAtPrice: { amount: string; currencyCode: CurrencyCode } | null;
    }>;
  };
  metafields: Array<{ namespace: string; key: string; type: string; value: string } | null>;
  bundleProducts: {
    value: string;
    references: {
      nodes: Array<
        | {
            handle: string;
            title: string;
            priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
          }
        | Record<PropertyKey, never>
      >;
    } | null;
  } | null;
};

export type SupplementFactsEntryFieldsFragment = {
  fields: Array<{ key: string; type: string; value: string | null }>;
};

export type ProductFactsQueryVariables = Exact<{
  handle: string;
}>;

export type ProductFactsQuery = {
  product: {
    id: string;
    supplementFacts: {
      reference:
        | {
            type: string;
            fields: Array<{
              key: string;
              type: string;
              value: string | null;
              references: {
                nodes: Array<
                  | { type: string; fields: Array<{ key: string; type: string; value: string | null }> }
                  | Record<PropertyKey, never>
                >;
              } | null;
            }>;
          }
        | Record<PropertyKey, never>
        | null;
    } | null;
  } | null;
};

export type ProductsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  sortKey: ProductSortKeys;
  query?: string | null | undefined;
}>;

export type ProductsQuery = {
  products: {
    nodes: Array<{
      id: string;
      handle: string;
      title: string;
      vendor: string;
      description: string;
      availableForSale: boolean;
      tags: Array<string>;
      updatedAt: string;
      priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
      compareAtPriceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
      images: {
        nodes: Array<{ url: string; altText: string | null; width: number | null; height: number | null }>;
      };
      variants: {
        nodes: Array<{
          id: string;
          title: string;
          availableForSale: boolean;
          price: { amount: string; currencyCode: CurrencyCode };
          compareAtPrice: { amount: string; currencyCode: CurrencyCode } | null;
        }>;
      };
      metafields: Array<{ namespace: string; key: string; type: string; value: string } | null>;
      bundleProducts: {
        value: string;
        references: {
          nodes: Array<
            | {
                handle: string;
                title: string;
                priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
              }
            | Record<PropertyKey, never>
          >;
        } | null;
      } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type ProductByHandleQueryVariables = Exact<{
  handle: string;
}>;

export type ProductByHandleQuery = {
  product: {
    id: string;
    handle: string;
    title: string;
    vendor: string;
    description: string;
    availableForSale: boolean;
    tags: Array<string>;
    updatedAt: string;
    priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
    compareAtPriceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
    images: {
      nodes: Array<{ url: string; altText: string | null; width: number | null; height: number | null }>;
    };
    variants: {
      nodes: Array<{
        id: string;
        title: string;
        availableForSale: boolean;
        price: { amount: string; currencyCode: CurrencyCode };
        compareAtPrice: { amount: string; currencyCode: CurrencyCode } | null;
      }>;
    };
    metafields: Array<{ namespace: string; key: string; type: string; value: string } | null>;
    bundleProducts: {
      value: string;
      references: {
        nodes: Array<
          | {
              handle: string;
              title: string;
              priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
            }
          | Record<PropertyKey, never>
        >;
      } | null;
    } | null;
  } | null;
};

export type ProductsByIdsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type ProductsByIdsQuery = {
  nodes: Array<
    | {
        id: string;
        handle: string;
        title: string;
        vendor: string;
        description: string;
        availableForSale: boolean;
        tags: Array<string>;
        updatedAt: string;
        priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
        compareAtPriceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
        images: {
          nodes: Array<{ url: string; altText: string | null; width: number | null; height: number | null }>;
        };
        variants: {
          nodes: Array<{
            id: string;
            title: string;
            availableForSale: boolean;
            price: { amount: string; currencyCode: CurrencyCode };
            compareAtPrice: { amount: string; currencyCode: CurrencyCode } | null;
          }>;
        };
        metafields: Array<{ namespace: string; key: string; type: string; value: string } | null>;
        bundleProducts: {
          value: string;
          references: {
            nodes: Array<
              | {
                  handle: string;
                  title: string;
                  priceRange: { minVariantPrice: { amount: string; currencyCode: CurrencyCode } };
                }
              | Record<PropertyKey, never>
            >;
          } | null;
        } | null;
      }
    | Record<PropertyKey, never>
    | null
  >;
};

export type VariantToAddQueryVariables = Exact<{
  id: string | number;
}>;

export type VariantToAddQuery = {
  node:
    | { id: string; title: string; product: { handle: string; title: string; tags: Array<string> } }
    | Record<PropertyKey, never>
    | null;
};

export type SellingPlanFieldsFragment = {
  id: string;
  name: string;
  recurringDeliveries: boolean;
  deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
  priceAdjustments: Array<{
    orderCount: number | null;
    adjustmentValue:
      | { adjustmentAmount: { amount: string; currencyCode: CurrencyCode } }
      | { price: { amount: string; currencyCode: CurrencyCode } }
      | { adjustmentPercentage: number };
  }>;
};

export type ProductSellingPlansQueryVariables = Exact<{
  handle: string;
}>;

export type ProductSellingPlansQuery = {
  product: {
    id: string;
    requiresSellingPlan: boolean;
    variants: {
      nodes: Array<{
        id: string;
        sellingPlanAllocations: {
          nodes: Array<{
            sellingPlan: {
              id: string;
              name: string;
              recurringDeliveries: boolean;
              deliveryPolicy: { interval: SellingPlanInterval; intervalCount: number } | null;
              priceAdjustments: Array<{
                orderCount: number | null;
                adjustmentValue:
                  | { adjustmentAmount: { amount: string; currencyCode: CurrencyCode } }
                  | { price: { amount: string; currencyCode: CurrencyCode } }
                  | { adjustmentPercentage: number };
              }>;
            };
          }>;
        };
      }>;
    };
  } | null;
};

export type ShopAnalyticsQueryVariables = Exact<{ [key: string]: never }>;

export type ShopAnalyticsQuery = { shop: { id: string; paymentSettings: { currencyCode: CurrencyCode } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const StorefrontMoneyFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `fragment StorefrontMoney on MoneyV2{amount currencyCode}`,
  { fragmentName: 'StorefrontMoney' },
) as unknown as TypedDocumentString<StorefrontMoneyFragment, unknown>;
export const StorefrontImageFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `fragment StorefrontImage on Image{url altText width height}`,
  { fragmentName: 'StorefrontImage' },
) as unknown as TypedDocumentString<StorefrontImageFragment, unknown>;
export const CartFragmentFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `fragment CartFragment on Cart{id checkoutUrl totalQuantity buyerIdentity{countryCode}attributes{key value}lines(first:$numCartLines){nodes{id quantity cost{amountPerQuantity{...StorefrontMoney}totalAmount{...StorefrontMoney}}sellingPlanAllocation{sellingPlan{id name deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}}}merchandise{...on ProductVariant{id title image{...StorefrontImage}product{id handle title vendor tags}}}}}cost{subtotalAmount{...StorefrontMoney}totalAmount{...StorefrontMoney}}discountCodes{code applicable}discountAllocations{discountedAmount{...StorefrontMoney}...on CartCodeDiscountAllocation{code}...on CartAutomaticDiscountAllocation{title}...on CartCustomDiscountAllocation{title}}}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
  { fragmentName: 'CartFragment' },
) as unknown as TypedDocumentString<CartFragmentFragment, unknown>;
export const CartProblemsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `fragment CartProblems on CartUserError{code field message}`,
  { fragmentName: 'CartProblems' },
) as unknown as TypedDocumentString<CartProblemsFragment, unknown>;
export const ProductFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `fragment ProductFields on Product{id handle title vendor description availableForSale tags updatedAt priceRange{minVariantPrice{...StorefrontMoney}}compareAtPriceRange{minVariantPrice{...StorefrontMoney}}images(first:3){nodes{...StorefrontImage}}variants(first:10){nodes{id title availableForSale price{...StorefrontMoney}compareAtPrice{...StorefrontMoney}}}metafields(identifiers:[{namespace:"reviews" key:"rating"}{namespace:"reviews" key:"rating_count"}{namespace:"custom" key:"subtitle"}{namespace:"custom" key:"certifications"}{namespace:"custom" key:"benefits"}]){namespace key type value}bundleProducts:metafield(namespace:"custom" key:"bundle_products"){value references(first:10){nodes{...on Product{handle title priceRange{minVariantPrice{...StorefrontMoney}}}}}}}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
  { fragmentName: 'ProductFields' },
) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const SupplementFactsEntryFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `fragment SupplementFactsEntryFields on Metaobject{fields{key type value}}`,
  { fragmentName: 'SupplementFactsEntryFields' },
) as unknown as TypedDocumentString<SupplementFactsEntryFieldsFragment, unknown>;
export const SellingPlanFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `fragment SellingPlanFields on SellingPlan{id name recurringDeliveries deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}priceAdjustments{orderCount adjustmentValue{...on SellingPlanPercentagePriceAdjustment{adjustmentPercentage}...on SellingPlanFixedAmountPriceAdjustment{adjustmentAmount{...StorefrontMoney}}...on SellingPlanFixedPriceAdjustment{price{...StorefrontMoney}}}}}fragment StorefrontMoney on MoneyV2{amount currencyCode}`,
  { fragmentName: 'SellingPlanFields' },
) as unknown as TypedDocumentString<SellingPlanFieldsFragment, unknown>;
export const SavedCartDocument = /* @__PURE__ */ new TypedDocumentString(
  `query SavedCart($cartId:ID!$numCartLines:Int=250){cart(id:$cartId){...CartFragment}}fragment CartFragment on Cart{id checkoutUrl totalQuantity buyerIdentity{countryCode}attributes{key value}lines(first:$numCartLines){nodes{id quantity cost{amountPerQuantity{...StorefrontMoney}totalAmount{...StorefrontMoney}}sellingPlanAllocation{sellingPlan{id name deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}}}merchandise{...on ProductVariant{id title image{...StorefrontImage}product{id handle title vendor tags}}}}}cost{subtotalAmount{...StorefrontMoney}totalAmount{...StorefrontMoney}}discountCodes{code applicable}discountAllocations{discountedAmount{...StorefrontMoney}...on CartCodeDiscountAllocation{code}...on CartAutomaticDiscountAllocation{title}...on CartCustomDiscountAllocation{title}}}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
) as unknown as TypedDocumentString<SavedCartQuery, SavedCartQueryVariables>;
export const CartCreateDocument = /* @__PURE__ */ new TypedDocumentString(
  `mutation CartCreate($lines:[CartLineInput!]!$attributes:[AttributeInput!]$numCartLines:Int=250){cartCreate(input:{lines:$lines attributes:$attributes}){cart{...CartFragment}userErrors{...CartProblems}}}fragment CartFragment on Cart{id checkoutUrl totalQuantity buyerIdentity{countryCode}attributes{key value}lines(first:$numCartLines){nodes{id quantity cost{amountPerQuantity{...StorefrontMoney}totalAmount{...StorefrontMoney}}sellingPlanAllocation{sellingPlan{id name deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}}}merchandise{...on ProductVariant{id title image{...StorefrontImage}product{id handle title vendor tags}}}}}cost{subtotalAmount{...StorefrontMoney}totalAmount{...StorefrontMoney}}discountCodes{code applicable}discountAllocations{discountedAmount{...StorefrontMoney}...on CartCodeDiscountAllocation{code}...on CartAutomaticDiscountAllocation{title}...on CartCustomDiscountAllocation{title}}}fragment CartProblems on CartUserError{code field message}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
) as unknown as TypedDocumentString<CartCreateMutation, CartCreateMutationVariables>;
export const CartLinesAddDocument = /* @__PURE__ */ new TypedDocumentString(
  `mutation CartLinesAdd($cartId:ID!$lines:[CartLineInput!]!$numCartLines:Int=250){cartLinesAdd(cartId:$cartId lines:$lines){cart{...CartFragment}userErrors{...CartProblems}}}fragment CartFragment on Cart{id checkoutUrl totalQuantity buyerIdentity{countryCode}attributes{key value}lines(first:$numCartLines){nodes{id quantity cost{amountPerQuantity{...StorefrontMoney}totalAmount{...StorefrontMoney}}sellingPlanAllocation{sellingPlan{id name deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}}}merchandise{...on ProductVariant{id title image{...StorefrontImage}product{id handle title vendor tags}}}}}cost{subtotalAmount{...StorefrontMoney}totalAmount{...StorefrontMoney}}discountCodes{code applicable}discountAllocations{discountedAmount{...StorefrontMoney}...on CartCodeDiscountAllocation{code}...on CartAutomaticDiscountAllocation{title}...on CartCustomDiscountAllocation{title}}}fragment CartProblems on CartUserError{code field message}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
) as unknown as TypedDocumentString<CartLinesAddMutation, CartLinesAddMutationVariables>;
export const CartLinesAddWithAttributesDocument = /* @__PURE__ */ new TypedDocumentString(
  `mutation CartLinesAddWithAttributes($cartId:ID!$lines:[CartLineInput!]!$attributes:[AttributeInput!]!$numCartLines:Int=250){cartAttributesUpdate(cartId:$cartId attributes:$attributes){userErrors{...CartProblems}}cartLinesAdd(cartId:$cartId lines:$lines){cart{...CartFragment}userErrors{...CartProblems}}}fragment CartFragment on Cart{id checkoutUrl totalQuantity buyerIdentity{countryCode}attributes{key value}lines(first:$numCartLines){nodes{id quantity cost{amountPerQuantity{...StorefrontMoney}totalAmount{...StorefrontMoney}}sellingPlanAllocation{sellingPlan{id name deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}}}merchandise{...on ProductVariant{id title image{...StorefrontImage}product{id handle title vendor tags}}}}}cost{subtotalAmount{...StorefrontMoney}totalAmount{...StorefrontMoney}}discountCodes{code applicable}discountAllocations{discountedAmount{...StorefrontMoney}...on CartCodeDiscountAllocation{code}...on CartAutomaticDiscountAllocation{title}...on CartCustomDiscountAllocation{title}}}fragment CartProblems on CartUserError{code field message}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
) as unknown as TypedDocumentString<
  CartLinesAddWithAttributesMutation,
  CartLinesAddWithAttributesMutationVariables
>;
export const CartAttributesUpdateDocument = /* @__PURE__ */ new TypedDocumentString(
  `mutation CartAttributesUpdate($cartId:ID!$attributes:[AttributeInput!]!$numCartLines:Int=250){cartAttributesUpdate(cartId:$cartId attributes:$attributes){cart{...CartFragment}userErrors{...CartProblems}}}fragment CartFragment on Cart{id checkoutUrl totalQuantity buyerIdentity{countryCode}attributes{key value}lines(first:$numCartLines){nodes{id quantity cost{amountPerQuantity{...StorefrontMoney}totalAmount{...StorefrontMoney}}sellingPlanAllocation{sellingPlan{id name deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}}}merchandise{...on ProductVariant{id title image{...StorefrontImage}product{id handle title vendor tags}}}}}cost{subtotalAmount{...StorefrontMoney}totalAmount{...StorefrontMoney}}discountCodes{code applicable}discountAllocations{discountedAmount{...StorefrontMoney}...on CartCodeDiscountAllocation{code}...on CartAutomaticDiscountAllocation{title}...on CartCustomDiscountAllocation{title}}}fragment CartProblems on CartUserError{code field message}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
) as unknown as TypedDocumentString<CartAttributesUpdateMutation, CartAttributesUpdateMutationVariables>;
export const CartLinesUpdateDocument = /* @__PURE__ */ new TypedDocumentString(
  `mutation CartLinesUpdate($cartId:ID!$lines:[CartLineUpdateInput!]!$numCartLines:Int=250){cartLinesUpdate(cartId:$cartId lines:$lines){cart{...CartFragment}userErrors{...CartProblems}}}fragment CartFragment on Cart{id checkoutUrl totalQuantity buyerIdentity{countryCode}attributes{key value}lines(first:$numCartLines){nodes{id quantity cost{amountPerQuantity{...StorefrontMoney}totalAmount{...StorefrontMoney}}sellingPlanAllocation{sellingPlan{id name deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}}}merchandise{...on ProductVariant{id title image{...StorefrontImage}product{id handle title vendor tags}}}}}cost{subtotalAmount{...StorefrontMoney}totalAmount{...StorefrontMoney}}discountCodes{code applicable}discountAllocations{discountedAmount{...StorefrontMoney}...on CartCodeDiscountAllocation{code}...on CartAutomaticDiscountAllocation{title}...on CartCustomDiscountAllocation{title}}}fragment CartProblems on CartUserError{code field message}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
) as unknown as TypedDocumentString<CartLinesUpdateMutation, CartLinesUpdateMutationVariables>;
export const CartLinesRemoveDocument = /* @__PURE__ */ new TypedDocumentString(
  `mutation CartLinesRemove($cartId:ID!$lineIds:[ID!]!$numCartLines:Int=250){cartLinesRemove(cartId:$cartId lineIds:$lineIds){cart{...CartFragment}userErrors{...CartProblems}}}fragment CartFragment on Cart{id checkoutUrl totalQuantity buyerIdentity{countryCode}attributes{key value}lines(first:$numCartLines){nodes{id quantity cost{amountPerQuantity{...StorefrontMoney}totalAmount{...StorefrontMoney}}sellingPlanAllocation{sellingPlan{id name deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}}}merchandise{...on ProductVariant{id title image{...StorefrontImage}product{id handle title vendor tags}}}}}cost{subtotalAmount{...StorefrontMoney}totalAmount{...StorefrontMoney}}discountCodes{code applicable}discountAllocations{discountedAmount{...StorefrontMoney}...on CartCodeDiscountAllocation{code}...on CartAutomaticDiscountAllocation{title}...on CartCustomDiscountAllocation{title}}}fragment CartProblems on CartUserError{code field message}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
) as unknown as TypedDocumentString<CartLinesRemoveMutation, CartLinesRemoveMutationVariables>;
export const CartDiscountCodesUpdateDocument = /* @__PURE__ */ new TypedDocumentString(
  `mutation CartDiscountCodesUpdate($cartId:ID!$discountCodes:[String!]!$numCartLines:Int=250){cartDiscountCodesUpdate(cartId:$cartId discountCodes:$discountCodes){cart{...CartFragment}userErrors{...CartProblems}}}fragment CartFragment on Cart{id checkoutUrl totalQuantity buyerIdentity{countryCode}attributes{key value}lines(first:$numCartLines){nodes{id quantity cost{amountPerQuantity{...StorefrontMoney}totalAmount{...StorefrontMoney}}sellingPlanAllocation{sellingPlan{id name deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}}}merchandise{...on ProductVariant{id title image{...StorefrontImage}product{id handle title vendor tags}}}}}cost{subtotalAmount{...StorefrontMoney}totalAmount{...StorefrontMoney}}discountCodes{code applicable}discountAllocations{discountedAmount{...StorefrontMoney}...on CartCodeDiscountAllocation{code}...on CartAutomaticDiscountAllocation{title}...on CartCustomDiscountAllocation{title}}}fragment CartProblems on CartUserError{code field message}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}`,
) as unknown as TypedDocumentString<
  CartDiscountCodesUpdateMutation,
  CartDiscountCodesUpdateMutationVariables
>;
export const CollectionDocument = /* @__PURE__ */ new TypedDocumentString(
  `query Collection($id:ID$handle:String$first:Int!){collection(id:$id handle:$handle){id handle title description updatedAt products(first:$first){nodes{...ProductFields}}}}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}fragment ProductFields on Product{id handle title vendor description availableForSale tags updatedAt priceRange{minVariantPrice{...StorefrontMoney}}compareAtPriceRange{minVariantPrice{...StorefrontMoney}}images(first:3){nodes{...StorefrontImage}}variants(first:10){nodes{id title availableForSale price{...StorefrontMoney}compareAtPrice{...StorefrontMoney}}}metafields(identifiers:[{namespace:"reviews" key:"rating"}{namespace:"reviews" key:"rating_count"}{namespace:"custom" key:"subtitle"}{namespace:"custom" key:"certifications"}{namespace:"custom" key:"benefits"}]){namespace key type value}bundleProducts:metafield(namespace:"custom" key:"bundle_products"){value references(first:10){nodes{...on Product{handle title priceRange{minVariantPrice{...StorefrontMoney}}}}}}}`,
) as unknown as TypedDocumentString<CollectionQuery, CollectionQueryVariables>;
export const CollectionHandlesDocument = /* @__PURE__ */ new TypedDocumentString(
  `query CollectionHandles($ids:[ID!]!){nodes(ids:$ids){...on Collection{id handle}}}`,
) as unknown as TypedDocumentString<CollectionHandlesQuery, CollectionHandlesQueryVariables>;
export const CollectionPagesDocument = /* @__PURE__ */ new TypedDocumentString(
  `query CollectionPages{collections(first:250){nodes{handle}}}`,
) as unknown as TypedDocumentString<CollectionPagesQuery, CollectionPagesQueryVariables>;
export const ProductFactsDocument = /* @__PURE__ */ new TypedDocumentString(
  `query ProductFacts($handle:String!){product(handle:$handle){id supplementFacts:metafield(namespace:"custom" key:"supplement_facts"){reference{...on Metaobject{type fields{key type value references(first:60){nodes{...on Metaobject{type ...SupplementFactsEntryFields}}}}}}}}}fragment SupplementFactsEntryFields on Metaobject{fields{key type value}}`,
) as unknown as TypedDocumentString<ProductFactsQuery, ProductFactsQueryVariables>;
export const ProductsDocument = /* @__PURE__ */ new TypedDocumentString(
  `query Products($first:Int!$after:String$sortKey:ProductSortKeys!$query:String){products(first:$first after:$after sortKey:$sortKey query:$query){nodes{...ProductFields}pageInfo{hasNextPage endCursor}}}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}fragment ProductFields on Product{id handle title vendor description availableForSale tags updatedAt priceRange{minVariantPrice{...StorefrontMoney}}compareAtPriceRange{minVariantPrice{...StorefrontMoney}}images(first:3){nodes{...StorefrontImage}}variants(first:10){nodes{id title availableForSale price{...StorefrontMoney}compareAtPrice{...StorefrontMoney}}}metafields(identifiers:[{namespace:"reviews" key:"rating"}{namespace:"reviews" key:"rating_count"}{namespace:"custom" key:"subtitle"}{namespace:"custom" key:"certifications"}{namespace:"custom" key:"benefits"}]){namespace key type value}bundleProducts:metafield(namespace:"custom" key:"bundle_products"){value references(first:10){nodes{...on Product{handle title priceRange{minVariantPrice{...StorefrontMoney}}}}}}}`,
) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const ProductByHandleDocument = /* @__PURE__ */ new TypedDocumentString(
  `query ProductByHandle($handle:String!){product(handle:$handle){...ProductFields}}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}fragment ProductFields on Product{id handle title vendor description availableForSale tags updatedAt priceRange{minVariantPrice{...StorefrontMoney}}compareAtPriceRange{minVariantPrice{...StorefrontMoney}}images(first:3){nodes{...StorefrontImage}}variants(first:10){nodes{id title availableForSale price{...StorefrontMoney}compareAtPrice{...StorefrontMoney}}}metafields(identifiers:[{namespace:"reviews" key:"rating"}{namespace:"reviews" key:"rating_count"}{namespace:"custom" key:"subtitle"}{namespace:"custom" key:"certifications"}{namespace:"custom" key:"benefits"}]){namespace key type value}bundleProducts:metafield(namespace:"custom" key:"bundle_products"){value references(first:10){nodes{...on Product{handle title priceRange{minVariantPrice{...StorefrontMoney}}}}}}}`,
) as unknown as TypedDocumentString<ProductByHandleQuery, ProductByHandleQueryVariables>;
export const ProductsByIdsDocument = /* @__PURE__ */ new TypedDocumentString(
  `query ProductsByIds($ids:[ID!]!){nodes(ids:$ids){...on Product{...ProductFields}}}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment StorefrontImage on Image{url altText width height}fragment ProductFields on Product{id handle title vendor description availableForSale tags updatedAt priceRange{minVariantPrice{...StorefrontMoney}}compareAtPriceRange{minVariantPrice{...StorefrontMoney}}images(first:3){nodes{...StorefrontImage}}variants(first:10){nodes{id title availableForSale price{...StorefrontMoney}compareAtPrice{...StorefrontMoney}}}metafields(identifiers:[{namespace:"reviews" key:"rating"}{namespace:"reviews" key:"rating_count"}{namespace:"custom" key:"subtitle"}{namespace:"custom" key:"certifications"}{namespace:"custom" key:"benefits"}]){namespace key type value}bundleProducts:metafield(namespace:"custom" key:"bundle_products"){value references(first:10){nodes{...on Product{handle title priceRange{minVariantPrice{...StorefrontMoney}}}}}}}`,
) as unknown as TypedDocumentString<ProductsByIdsQuery, ProductsByIdsQueryVariables>;
export const VariantToAddDocument = /* @__PURE__ */ new TypedDocumentString(
  `query VariantToAdd($id:ID!){node(id:$id){...on ProductVariant{id title product{handle title tags}}}}`,
) as unknown as TypedDocumentString<VariantToAddQuery, VariantToAddQueryVariables>;
export const ProductSellingPlansDocument = /* @__PURE__ */ new TypedDocumentString(
  `query ProductSellingPlans($handle:String!){product(handle:$handle){id requiresSellingPlan variants(first:10){nodes{id sellingPlanAllocations(first:10){nodes{sellingPlan{...SellingPlanFields}}}}}}}fragment StorefrontMoney on MoneyV2{amount currencyCode}fragment SellingPlanFields on SellingPlan{id name recurringDeliveries deliveryPolicy{...on SellingPlanRecurringDeliveryPolicy{interval intervalCount}}priceAdjustments{orderCount adjustmentValue{...on SellingPlanPercentagePriceAdjustment{adjustmentPercentage}...on SellingPlanFixedAmountPriceAdjustment{adjustmentAmount{...StorefrontMoney}}...on SellingPlanFixedPriceAdjustment{price{...StorefrontMoney}}}}}`,
) as unknown as TypedDocumentString<ProductSellingPlansQuery, ProductSellingPlansQueryVariables>;
export const ShopAnalyticsDocument = /* @__PURE__ */ new TypedDocumentString(
  `query ShopAnalytics{shop{id paymentSettings{currencyCode}}}`,
) as unknown as TypedDocumentString<ShopAnalyticsQuery, ShopAnalyticsQueryVariables>;
