/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  lines: {
    nodes: Array<
      | {
          id: string;
          quantity: number;
          cost: {
            amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
            totalAmount: { amount: string; currencyCode: CurrencyCode };
          };
          sellingPlanAllocation: { sellingPlan: { id: string; name: string } } | null;
          merchandise: {
            id: string;
            title: string;
            image: {
              url: string;
              altText: string | null;
              width: number | null;
              height: number | null;
            } | null;
            product: { handle: string; title: string };
          };
        }
      | {
          id: string;
          quantity: number;
          cost: {
            amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
            totalAmount: { amount: string; currencyCode: CurrencyCode };
          };
          sellingPlanAllocation: { sellingPlan: { id: string; name: string } } | null;
          merchandise: {
            id: string;
            title: string;
            image: {
              url: string;
              altText: string | null;
              width: number | null;
              height: number | null;
            } | null;
            product: { handle: string; title: string };
          };
        }
    >;
  };
  cost: {
    subtotalAmount: { amount: string; currencyCode: CurrencyCode };
    totalAmount: { amount: string; currencyCode: CurrencyCode };
  };
  discountCodes: Array<{ code: string; applicable: boolean }>;
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
    lines: {
      nodes: Array<
        | {
            id: string;
            quantity: number;
            cost: {
              amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
              totalAmount: { amount: string; currencyCode: CurrencyCode };
            };
            sellingPlanAllocation: { sellingPlan: { id: string; name: string } } | null;
            merchandise: {
              id: string;
              title: string;
              image: {
                url: string;
                altText: string | null;
                width: number | null;
                height: number | null;
              } | null;
              product: { handle: string; title: string };
            };
          }
        | {
            id: string;
            quantity: number;
            cost: {
              amountPerQuantity: { amount: string; currencyCode: CurrencyCode };
              totalAmount: { amount: string; currencyCode: CurrencyCode };
            };
            sellingPlanAllocation: { sellingPlan: { id: string; name: string } } | null;
            merchandise: {
              id: string;
              title: string;
              image: {
                url: string;
                altText: string | null;
                width: number | null;
                height: number | null;
              } | null;
              product: { handle: string; title: string };
            };
          }
      >;
    };
    cost: {
      subtotalAmount: { amount: string; currencyCode: CurrencyCode };
      totalAmount: { amount: string; currencyCode: CurrencyCode };
    };
    discountCodes: Array<{ code: string; applicable: boolean }>;
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
        description: string;
        availableForSale: boolean;
        tags: Array<string>;
        onlineStoreUrl: string | null;
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
  description: string;
  availableForSale: boolean;
  tags: Array<string>;
  onlineStoreUrl: string | null;
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
      description: string;
      availableForSale: boolean;
      tags: Array<string>;
      onlineStoreUrl: string | null;
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
    description: string;
    availableForSale: boolean;
    tags: Array<string>;
    onlineStoreUrl: string | null;
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
        description: string;
        availableForSale: boolean;
        tags: Array<string>;
        onlineStoreUrl: string | null;
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
    | { id: string; title: string; product: { handle: string; title: string } }
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
    sellingPlanGroups: {
      nodes: Array<{
        name: string;
        sellingPlans: {
          nodes: Array<{
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
          }>;
        };
      }>;
    };
  } | null;
};

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
  `
    fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}
    `,
  { fragmentName: 'StorefrontMoney' },
) as unknown as TypedDocumentString<StorefrontMoneyFragment, unknown>;
export const StorefrontImageFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment StorefrontImage on Image {
  url
  altText
  width
  height
}
    `,
  { fragmentName: 'StorefrontImage' },
) as unknown as TypedDocumentString<StorefrontImageFragment, unknown>;
export const CartFragmentFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment CartFragment on Cart {
  id
  checkoutUrl
  totalQuantity
  buyerIdentity {
    countryCode
  }
  lines(first: $numCartLines) {
    nodes {
      id
      quantity
      cost {
        amountPerQuantity {
          ...StorefrontMoney
        }
        totalAmount {
          ...StorefrontMoney
        }
      }
      sellingPlanAllocation {
        sellingPlan {
          id
          name
        }
      }
      merchandise {
        ... on ProductVariant {
          id
          title
          image {
            ...StorefrontImage
          }
          product {
            handle
            title
          }
        }
      }
    }
  }
  cost {
    subtotalAmount {
      ...StorefrontMoney
    }
    totalAmount {
      ...StorefrontMoney
    }
  }
  discountCodes {
    code
    applicable
  }
}
    fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}
fragment StorefrontImage on Image {
  url
  altText
  width
  height
}`,
  { fragmentName: 'CartFragment' },
) as unknown as TypedDocumentString<CartFragmentFragment, unknown>;
export const ProductFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment ProductFields on Product {
  id
  handle
  title
  description
  availableForSale
  tags
  onlineStoreUrl
  updatedAt
  priceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  compareAtPriceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  images(first: 3) {
    nodes {
      ...StorefrontImage
    }
  }
  variants(first: 10) {
    nodes {
      id
      title
      availableForSale
      price {
        ...StorefrontMoney
      }
      compareAtPrice {
        ...StorefrontMoney
      }
    }
  }
  metafields(
    identifiers: [{namespace: "reviews", key: "rating"}, {namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "subtitle"}, {namespace: "custom", key: "certifications"}, {namespace: "custom", key: "benefits"}]
  ) {
    namespace
    key
    type
    value
  }
}
    fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}
fragment StorefrontImage on Image {
  url
  altText
  width
  height
}`,
  { fragmentName: 'ProductFields' },
) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const SupplementFactsEntryFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment SupplementFactsEntryFields on Metaobject {
  fields {
    key
    type
    value
  }
}
    `,
  { fragmentName: 'SupplementFactsEntryFields' },
) as unknown as TypedDocumentString<SupplementFactsEntryFieldsFragment, unknown>;
export const SellingPlanFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment SellingPlanFields on SellingPlan {
  id
  name
  recurringDeliveries
  deliveryPolicy {
    ... on SellingPlanRecurringDeliveryPolicy {
      interval
      intervalCount
    }
  }
  priceAdjustments {
    orderCount
    adjustmentValue {
      ... on SellingPlanPercentagePriceAdjustment {
        adjustmentPercentage
      }
      ... on SellingPlanFixedAmountPriceAdjustment {
        adjustmentAmount {
          ...StorefrontMoney
        }
      }
      ... on SellingPlanFixedPriceAdjustment {
        price {
          ...StorefrontMoney
        }
      }
    }
  }
}
    fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}`,
  { fragmentName: 'SellingPlanFields' },
) as unknown as TypedDocumentString<SellingPlanFieldsFragment, unknown>;
export const SavedCartDocument = /* @__PURE__ */ new TypedDocumentString(`
    query SavedCart($cartId: ID!, $numCartLines: Int = 250) {
  cart(id: $cartId) {
    ...CartFragment
  }
}
    fragment CartFragment on Cart {
  id
  checkoutUrl
  totalQuantity
  buyerIdentity {
    countryCode
  }
  lines(first: $numCartLines) {
    nodes {
      id
      quantity
      cost {
        amountPerQuantity {
          ...StorefrontMoney
        }
        totalAmount {
          ...StorefrontMoney
        }
      }
      sellingPlanAllocation {
        sellingPlan {
          id
          name
        }
      }
      merchandise {
        ... on ProductVariant {
          id
          title
          image {
            ...StorefrontImage
          }
          product {
            handle
            title
          }
        }
      }
    }
  }
  cost {
    subtotalAmount {
      ...StorefrontMoney
    }
    totalAmount {
      ...StorefrontMoney
    }
  }
  discountCodes {
    code
    applicable
  }
}
fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}
fragment StorefrontImage on Image {
  url
  altText
  width
  height
}`) as unknown as TypedDocumentString<SavedCartQuery, SavedCartQueryVariables>;
export const CollectionDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Collection($id: ID, $handle: String, $first: Int!) {
  collection(id: $id, handle: $handle) {
    id
    handle
    title
    description
    updatedAt
    products(first: $first) {
      nodes {
        ...ProductFields
      }
    }
  }
}
    fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}
fragment StorefrontImage on Image {
  url
  altText
  width
  height
}
fragment ProductFields on Product {
  id
  handle
  title
  description
  availableForSale
  tags
  onlineStoreUrl
  updatedAt
  priceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  compareAtPriceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  images(first: 3) {
    nodes {
      ...StorefrontImage
    }
  }
  variants(first: 10) {
    nodes {
      id
      title
      availableForSale
      price {
        ...StorefrontMoney
      }
      compareAtPrice {
        ...StorefrontMoney
      }
    }
  }
  metafields(
    identifiers: [{namespace: "reviews", key: "rating"}, {namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "subtitle"}, {namespace: "custom", key: "certifications"}, {namespace: "custom", key: "benefits"}]
  ) {
    namespace
    key
    type
    value
  }
}`) as unknown as TypedDocumentString<CollectionQuery, CollectionQueryVariables>;
export const CollectionHandlesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query CollectionHandles($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Collection {
      id
      handle
    }
  }
}
    `) as unknown as TypedDocumentString<CollectionHandlesQuery, CollectionHandlesQueryVariables>;
export const CollectionPagesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query CollectionPages {
  collections(first: 250) {
    nodes {
      handle
    }
  }
}
    `) as unknown as TypedDocumentString<CollectionPagesQuery, CollectionPagesQueryVariables>;
export const ProductFactsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductFacts($handle: String!) {
  product(handle: $handle) {
    id
    supplementFacts: metafield(namespace: "custom", key: "supplement_facts") {
      reference {
        ... on Metaobject {
          type
          fields {
            key
            type
            value
            references(first: 60) {
              nodes {
                ... on Metaobject {
                  type
                  ...SupplementFactsEntryFields
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment SupplementFactsEntryFields on Metaobject {
  fields {
    key
    type
    value
  }
}`) as unknown as TypedDocumentString<ProductFactsQuery, ProductFactsQueryVariables>;
export const ProductsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Products($first: Int!, $after: String, $sortKey: ProductSortKeys!, $query: String) {
  products(first: $first, after: $after, sortKey: $sortKey, query: $query) {
    nodes {
      ...ProductFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}
fragment StorefrontImage on Image {
  url
  altText
  width
  height
}
fragment ProductFields on Product {
  id
  handle
  title
  description
  availableForSale
  tags
  onlineStoreUrl
  updatedAt
  priceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  compareAtPriceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  images(first: 3) {
    nodes {
      ...StorefrontImage
    }
  }
  variants(first: 10) {
    nodes {
      id
      title
      availableForSale
      price {
        ...StorefrontMoney
      }
      compareAtPrice {
        ...StorefrontMoney
      }
    }
  }
  metafields(
    identifiers: [{namespace: "reviews", key: "rating"}, {namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "subtitle"}, {namespace: "custom", key: "certifications"}, {namespace: "custom", key: "benefits"}]
  ) {
    namespace
    key
    type
    value
  }
}`) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const ProductByHandleDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductByHandle($handle: String!) {
  product(handle: $handle) {
    ...ProductFields
  }
}
    fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}
fragment StorefrontImage on Image {
  url
  altText
  width
  height
}
fragment ProductFields on Product {
  id
  handle
  title
  description
  availableForSale
  tags
  onlineStoreUrl
  updatedAt
  priceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  compareAtPriceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  images(first: 3) {
    nodes {
      ...StorefrontImage
    }
  }
  variants(first: 10) {
    nodes {
      id
      title
      availableForSale
      price {
        ...StorefrontMoney
      }
      compareAtPrice {
        ...StorefrontMoney
      }
    }
  }
  metafields(
    identifiers: [{namespace: "reviews", key: "rating"}, {namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "subtitle"}, {namespace: "custom", key: "certifications"}, {namespace: "custom", key: "benefits"}]
  ) {
    namespace
    key
    type
    value
  }
}`) as unknown as TypedDocumentString<ProductByHandleQuery, ProductByHandleQueryVariables>;
export const ProductsByIdsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductsByIds($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Product {
      ...ProductFields
    }
  }
}
    fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}
fragment StorefrontImage on Image {
  url
  altText
  width
  height
}
fragment ProductFields on Product {
  id
  handle
  title
  description
  availableForSale
  tags
  onlineStoreUrl
  updatedAt
  priceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  compareAtPriceRange {
    minVariantPrice {
      ...StorefrontMoney
    }
  }
  images(first: 3) {
    nodes {
      ...StorefrontImage
    }
  }
  variants(first: 10) {
    nodes {
      id
      title
      availableForSale
      price {
        ...StorefrontMoney
      }
      compareAtPrice {
        ...StorefrontMoney
      }
    }
  }
  metafields(
    identifiers: [{namespace: "reviews", key: "rating"}, {namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "subtitle"}, {namespace: "custom", key: "certifications"}, {namespace: "custom", key: "benefits"}]
  ) {
    namespace
    key
    type
    value
  }
}`) as unknown as TypedDocumentString<ProductsByIdsQuery, ProductsByIdsQueryVariables>;
export const VariantToAddDocument = /* @__PURE__ */ new TypedDocumentString(`
    query VariantToAdd($id: ID!) {
  node(id: $id) {
    ... on ProductVariant {
      id
      title
      product {
        handle
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VariantToAddQuery, VariantToAddQueryVariables>;
export const ProductSellingPlansDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductSellingPlans($handle: String!) {
  product(handle: $handle) {
    id
    requiresSellingPlan
    sellingPlanGroups(first: 5) {
      nodes {
        name
        sellingPlans(first: 10) {
          nodes {
            ...SellingPlanFields
          }
        }
      }
    }
  }
}
    fragment StorefrontMoney on MoneyV2 {
  amount
  currencyCode
}
fragment SellingPlanFields on SellingPlan {
  id
  name
  recurringDeliveries
  deliveryPolicy {
    ... on SellingPlanRecurringDeliveryPolicy {
      interval
      intervalCount
    }
  }
  priceAdjustments {
    orderCount
    adjustmentValue {
      ... on SellingPlanPercentagePriceAdjustment {
        adjustmentPercentage
      }
      ... on SellingPlanFixedAmountPriceAdjustment {
        adjustmentAmount {
          ...StorefrontMoney
        }
      }
      ... on SellingPlanFixedPriceAdjustment {
        price {
          ...StorefrontMoney
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<ProductSellingPlansQuery, ProductSellingPlansQueryVariables>;
