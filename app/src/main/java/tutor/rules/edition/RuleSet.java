package tutor.rules.edition;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An edition's rules as data: every value where editions differ, each with its source.
 * The typed accessors are read on the engine's hot path; {@link #clause} gives the source for traces.
 */
public final class RuleSet {

    private final String id;
    private final String title;
    private final String boardId;
    private final String cardsId;
    private final String currency;
    private final Map<RuleKey<?>, Clause<?>> clauses;
    /** The values in the order of {@link RuleKey#ALL}: what {@link #get} reads on the engine's hot path. */
    private final Object[] values = new Object[RuleKey.ALL.size()];

    // Cached for the hot path: a map lookup per rent would cost more than the rent itself.
    private final int startingCash;
    private final int salary;
    private final int goLandingBonus;
    private final int doublesToJail;
    private final int jailFine;
    private final int jailTurns;
    private final int jailFineTurns;
    private final boolean rentWhileInJail;
    private final int rentClaimTurns;
    private final int groupRentMultiplier;
    private final boolean groupDoubleWithMortgage;
    private final int incomeTax;
    private final int incomeTaxPercent;
    private final int luxuryTax;
    private final boolean auctionOnDecline;
    private final int auctionOpeningBid;
    private final int auctionMinRaise;
    private final boolean auctionBidWithinCash;
    private final int housesBeforeHotel;
    private final int bankHouses;
    private final int bankHotels;
    // Read on every check or every throw, so cached like the values above.
    private final int dice;
    private final boolean specialDice;
    private final int parkingFee;
    private final boolean jailBarsDealings;
    private final boolean buildingsAllowed;
    private final boolean mortgagesAllowed;
    private final boolean tradesAllowed;

    public RuleSet(String id, String title, String boardId, String cardsId, Map<RuleKey<?>, Clause<?>> clauses) {
        this(id, title, boardId, cardsId, null, clauses);
    }

    /** @param currency the money sign this edition counts in, or null for the board's own */
    public RuleSet(String id, String title, String boardId, String cardsId, String currency, Map<RuleKey<?>, Clause<?>> clauses) {
        for (RuleKey<?> key : RuleKey.ALL) {
            Clause<?> c = clauses.get(key);
            if (c == null) {
                throw new IllegalArgumentException("ruleset " + id + " lacks " + key.name());
            }
            if (!key.type().isInstance(c.value())) {
                throw new IllegalArgumentException("ruleset " + id + ": " + key.name() + " must be " + key.type().getSimpleName());
            }
        }
        this.id = id;
        this.title = title;
        this.boardId = boardId;
        this.cardsId = cardsId;
        this.currency = currency;
        this.clauses = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(clauses));
        for (RuleKey<?> key : RuleKey.ALL) {
            values[key.index()] = clauses.get(key).value();
        }
        this.startingCash = get(RuleKey.STARTING_CASH);
        this.salary = get(RuleKey.SALARY);
        this.goLandingBonus = get(RuleKey.GO_LANDING_BONUS);
        this.doublesToJail = get(RuleKey.DOUBLES_TO_JAIL);
        this.jailFine = get(RuleKey.JAIL_FINE);
        this.jailTurns = get(RuleKey.JAIL_TURNS);
        this.jailFineTurns = get(RuleKey.JAIL_FINE_TURNS);
        this.rentWhileInJail = get(RuleKey.RENT_WHILE_IN_JAIL);
        this.rentClaimTurns = get(RuleKey.RENT_CLAIM_TURNS);
        this.groupRentMultiplier = get(RuleKey.GROUP_RENT_MULTIPLIER);
        this.groupDoubleWithMortgage = get(RuleKey.GROUP_DOUBLE_WITH_MORTGAGE);
        this.incomeTax = get(RuleKey.INCOME_TAX);
        this.incomeTaxPercent = get(RuleKey.INCOME_TAX_PERCENT);
        this.luxuryTax = get(RuleKey.LUXURY_TAX);
        this.auctionOnDecline = get(RuleKey.AUCTION_ON_DECLINE);
        this.auctionOpeningBid = get(RuleKey.AUCTION_OPENING_BID);
        this.auctionMinRaise = get(RuleKey.AUCTION_MIN_RAISE);
        this.auctionBidWithinCash = get(RuleKey.AUCTION_BID_WITHIN_CASH);
        this.housesBeforeHotel = get(RuleKey.HOUSES_BEFORE_HOTEL);
        this.bankHouses = get(RuleKey.BANK_HOUSES);
        this.bankHotels = get(RuleKey.BANK_HOTELS);
        this.dice = get(RuleKey.DICE);
        this.specialDice = get(RuleKey.SPECIAL_DICE);
        this.parkingFee = get(RuleKey.PARKING_FEE);
        this.jailBarsDealings = get(RuleKey.JAIL_BARS_DEALINGS);
        this.buildingsAllowed = get(RuleKey.BUILDINGS_ALLOWED);
        this.mortgagesAllowed = get(RuleKey.MORTGAGES_ALLOWED);
        this.tradesAllowed = get(RuleKey.TRADES_ALLOWED);
    }

    public String id() { return id; }
    public String title() { return title; }
    public String boardId() { return boardId; }
    public String cardsId() { return cardsId; }
    /** The money sign this edition counts in (the French text's euros), or null for the board's own. */
    public String currency() { return currency; }

    @SuppressWarnings("unchecked")
    public <T> T get(RuleKey<T> key) {
        return (T) values[key.index()];
    }

    @SuppressWarnings("unchecked")
    public <T> Clause<T> clause(RuleKey<T> key) {
        return (Clause<T>) clauses.get(key);
    }

    public Map<RuleKey<?>, Clause<?>> clauses() {
        return clauses;
    }

    /**
     * This ruleset with one value replaced by another ruleset's clause (a house rule or a
     * scenario override). The new clause remembers the one it replaced, so a trace can show both.
     */
    public <T> RuleSet with(RuleKey<T> key, T value, String byRuleset, String source, String section) {
        Map<RuleKey<?>, Clause<?>> next = new LinkedHashMap<>(clauses);
        next.put(key, new Clause<>(value, byRuleset, source, section, clause(key)));
        return new RuleSet(id, title, boardId, cardsId, currency, next);
    }

    /** The same values under another id and title (a composed edition such as classic+free-parking-pot). */
    public RuleSet named(String newId, String newTitle) {
        return new RuleSet(newId, newTitle, boardId, cardsId, currency, clauses);
    }

    public int startingCash() { return startingCash; }
    public int salary() { return salary; }
    public int goLandingBonus() { return goLandingBonus; }
    public int doublesToJail() { return doublesToJail; }
    public int jailFine() { return jailFine; }
    public int jailTurns() { return jailTurns; }
    public int jailFineTurns() { return jailFineTurns; }
    public boolean rentWhileInJail() { return rentWhileInJail; }
    public int rentClaimTurns() { return rentClaimTurns; }
    public int groupRentMultiplier() { return groupRentMultiplier; }
    public boolean groupDoubleWithMortgage() { return groupDoubleWithMortgage; }
    public int incomeTax() { return incomeTax; }
    public int incomeTaxPercent() { return incomeTaxPercent; }
    public int luxuryTax() { return luxuryTax; }
    public boolean auctionOnDecline() { return auctionOnDecline; }
    public int auctionOpeningBid() { return auctionOpeningBid; }
    public int auctionMinRaise() { return auctionMinRaise; }
    public boolean auctionBidWithinCash() { return auctionBidWithinCash; }
    public AuctionUnsold auctionUnsold() { return get(RuleKey.AUCTION_UNSOLD); }
    public int housesBeforeHotel() { return housesBeforeHotel; }
    public int bankHouses() { return bankHouses; }
    public int bankHotels() { return bankHotels; }
    public HotelSale hotelSale() { return get(RuleKey.HOTEL_SALE); }
    public boolean buildWithMortgagedLot() { return get(RuleKey.BUILD_WITH_MORTGAGED_LOT); }
    public int mortgageInterestPercent() { return get(RuleKey.MORTGAGE_INTEREST_PERCENT); }
    public Rounding mortgageInterestRounding() { return get(RuleKey.MORTGAGE_INTEREST_ROUNDING); }
    public BuildingAuctionOpening buildingAuctionOpening() { return get(RuleKey.BUILDING_AUCTION_OPENING); }
    public BankruptMortgages bankruptcyToBankMortgages() { return get(RuleKey.BANKRUPTCY_TO_BANK_MORTGAGES); }
    public int gameEndsAfterBankruptcies() { return get(RuleKey.GAME_ENDS_AFTER_BANKRUPTCIES); }
    public boolean timeLimitGame() { return get(RuleKey.TIME_LIMIT_GAME); }
    public boolean freeParkingPot() { return get(RuleKey.FREE_PARKING_POT); }
    public int potSeed() { return get(RuleKey.POT_SEED); }
    public boolean buyAfterFirstLap() { return get(RuleKey.BUY_AFTER_FIRST_LAP); }
    public int dealDeeds() { return get(RuleKey.DEAL_DEEDS); }
    public boolean dealtDeedsPaid() { return get(RuleKey.DEALT_DEEDS_PAID); }
    public boolean tradeGiftsAllowed() { return get(RuleKey.TRADE_GIFTS_ALLOWED); }
    public AuctionOpeningFrom auctionOpeningFrom() { return get(RuleKey.AUCTION_OPENING_FROM); }
    public boolean jailExitByDoubles() { return get(RuleKey.JAIL_EXIT_BY_DOUBLES); }
    public boolean jailExitEndsTurn() { return get(RuleKey.JAIL_EXIT_ENDS_TURN); }
    public boolean jailBarsDealings() { return jailBarsDealings; }
    public int parkingFee() { return parkingFee; }
    public boolean tradeWhileOwing() { return get(RuleKey.TRADE_WHILE_OWING); }
    public BankruptBuildings bankruptBuildings() { return get(RuleKey.BANKRUPT_BUILDINGS); }
    public boolean bankruptcyCreditorPaysInterest() { return get(RuleKey.BANKRUPTCY_MORTGAGE_INTEREST); }
    public Valuation valuation() { return get(RuleKey.VALUATION); }
    public boolean dealtDeedsChosen() { return get(RuleKey.DEALT_DEEDS_CHOSEN); }
    public boolean specialDice() { return specialDice; }
    public int speedingProduct() { return get(RuleKey.SPEEDING_PRODUCT); }
    public boolean freeRailTravel() { return get(RuleKey.FREE_RAIL_TRAVEL); }
    public boolean exactGoPrivileges() { return get(RuleKey.EXACT_GO_PRIVILEGES); }
    public int potPrivilegeAt() { return get(RuleKey.POT_PRIVILEGE_AT); }
    public int potPrivilegeHouses() { return get(RuleKey.POT_PRIVILEGE_HOUSES); }
    public int potPrivilegeCollect() { return get(RuleKey.POT_PRIVILEGE_COLLECT); }
    public int dice() { return dice; }
    public boolean buildingsAllowed() { return buildingsAllowed; }
    public boolean mortgagesAllowed() { return mortgagesAllowed; }
    public boolean tradesAllowed() { return tradesAllowed; }
    public int maxPlayers() { return get(RuleKey.MAX_PLAYERS); }
    public boolean auctionDeclinerMayBid() { return get(RuleKey.AUCTION_DECLINER_MAY_BID); }
    public boolean buildEvenly() { return get(RuleKey.BUILD_EVENLY); }
    public boolean cardsReshuffled() { return get(RuleKey.CARDS_RESHUFFLED); }
    public boolean hotelsWithoutHouses() { return get(RuleKey.HOTELS_WITHOUT_HOUSES); }
    public boolean turnOrderChosen() { return get(RuleKey.TURN_ORDER_CHOSEN); }
    public boolean buildAnyTime() { return get(RuleKey.BUILD_ANY_TIME); }
    public boolean auctionPassFinal() { return get(RuleKey.AUCTION_PASS_FINAL); }

    /** How many deeds (ticket booths) one player may hold at most, for this many players; 0 for no limit. */
    public int boothLimit(int players) {
        return players == 2 ? get(RuleKey.BOOTH_LIMIT_TWO_PLAYERS) : get(RuleKey.BOOTH_LIMIT);
    }

    /** Whether a player holding {@code held} deeds (booths placed) may take one more, in a game of {@code players}. */
    public boolean boothLeft(int held, int players) {
        int limit = boothLimit(players);
        return limit == 0 || held < limit;
    }

    /**
     * The first bid a deed auction accepts: the ruleset's opening bid, or, where the opening is
     * reckoned from the printed price, that price plus the opening bid.
     */
    public int openingBid(int printedPrice) {
        return auctionOpeningFrom() == AuctionOpeningFrom.PRINTED_PRICE
                ? printedPrice + auctionOpeningBid : Math.max(1, auctionOpeningBid);
    }

    /** Where a payment of this kind goes: the Free Parking pot where a house rule says so, else the Bank. */
    public boolean toPot(RuleKey<Boolean> kind) {
        return freeParkingPot() && get(kind);
    }

    /** The interest on a mortgage value, rounded as this ruleset says. */
    public int mortgageInterest(int mortgageValue) {
        return mortgageInterestRounding().apply(mortgageValue * mortgageInterestPercent(), 100);
    }

    @Override
    public String toString() {
        return id;
    }
}
