package tutor.rules.edition;

/** How a hotel is sold back to the Bank. */
public enum HotelSale {
    /** It may come down one house at a time (a hotel counts as five houses), or all at once. */
    ONE_HOUSE_AT_A_TIME,
    /** It is exchanged for the houses it replaced, plus half its price. */
    EXCHANGE_FOR_HOUSES
}
