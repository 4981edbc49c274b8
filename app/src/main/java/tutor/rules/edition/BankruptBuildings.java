package tutor.rules.edition;

/** What becomes of a bankrupt player's buildings when the debt is to another player. */
public enum BankruptBuildings {
    /** Sold to the Bank at half their cost; the creditor receives the money. */
    SOLD_FOR_CREDITOR,
    /** Handed back to the Bank for nothing; the creditor receives cash and deeds only. */
    RETURNED_TO_BANK
}
