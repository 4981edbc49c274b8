package tutor.rules.edition;

import java.util.List;

/**
 * A value that editions may set differently, with the catalogue rule it belongs to.
 * The set of keys is closed: a ruleset file must give every one, each with its source.
 */
public final class RuleKey<T> {

    public static final RuleKey<Integer> STARTING_CASH = new RuleKey<>("starting-cash", Integer.class, RuleIds.SETUP_CASH);
    public static final RuleKey<Integer> SALARY = new RuleKey<>("salary", Integer.class, RuleIds.GO_SALARY);
    public static final RuleKey<Integer> GO_LANDING_BONUS = new RuleKey<>("go-landing-bonus", Integer.class, RuleIds.GO_LANDING_BONUS);
    public static final RuleKey<Integer> DOUBLES_TO_JAIL = new RuleKey<>("doubles-to-jail", Integer.class, RuleIds.JAIL_THIRD_DOUBLE);
    public static final RuleKey<Integer> JAIL_FINE = new RuleKey<>("jail-fine", Integer.class, RuleIds.JAIL_PAY_FINE);
    public static final RuleKey<Integer> JAIL_TURNS = new RuleKey<>("jail-turns", Integer.class, RuleIds.JAIL_FORCED_FINE);
    public static final RuleKey<Integer> JAIL_FINE_TURNS = new RuleKey<>("jail-fine-before-roll-turns", Integer.class, RuleIds.JAIL_PAY_FINE);
    public static final RuleKey<Boolean> RENT_WHILE_IN_JAIL = new RuleKey<>("rent-while-owner-in-jail", Boolean.class, RuleIds.RENT_OWNER_IN_JAIL);
    public static final RuleKey<Integer> RENT_CLAIM_TURNS = new RuleKey<>("rent-claim-turns", Integer.class, RuleIds.RENT_CLAIM_WINDOW);
    public static final RuleKey<Integer> GROUP_RENT_MULTIPLIER = new RuleKey<>("group-rent-multiplier", Integer.class, RuleIds.RENT_GROUP_DOUBLE);
    public static final RuleKey<Boolean> GROUP_DOUBLE_WITH_MORTGAGE = new RuleKey<>("group-double-with-mortgaged-lot", Boolean.class, RuleIds.RENT_GROUP_DOUBLE_MORTGAGED);
    public static final RuleKey<Integer> INCOME_TAX = new RuleKey<>("income-tax", Integer.class, RuleIds.TAX_INCOME);
    public static final RuleKey<Integer> INCOME_TAX_PERCENT = new RuleKey<>("income-tax-percent", Integer.class, RuleIds.TAX_INCOME_CHOICE);
    public static final RuleKey<Integer> LUXURY_TAX = new RuleKey<>("luxury-tax", Integer.class, RuleIds.TAX_LUXURY);
    public static final RuleKey<Boolean> AUCTION_ON_DECLINE = new RuleKey<>("auction-on-decline", Boolean.class, RuleIds.AUCTION_OPEN);
    public static final RuleKey<Integer> AUCTION_OPENING_BID = new RuleKey<>("auction-opening-bid", Integer.class, RuleIds.AUCTION_BID_MINIMUM);
    public static final RuleKey<Integer> AUCTION_MIN_RAISE = new RuleKey<>("auction-min-raise", Integer.class, RuleIds.AUCTION_BID_MINIMUM);
    public static final RuleKey<Boolean> AUCTION_BID_WITHIN_CASH = new RuleKey<>("auction-bid-within-cash", Boolean.class, RuleIds.AUCTION_BID_CASH);
    public static final RuleKey<AuctionUnsold> AUCTION_UNSOLD = new RuleKey<>("auction-unsold", AuctionUnsold.class, RuleIds.AUCTION_NO_BIDS);
    public static final RuleKey<Integer> HOUSES_BEFORE_HOTEL = new RuleKey<>("houses-before-hotel", Integer.class, RuleIds.BUILD_HOTEL);
    public static final RuleKey<Integer> BANK_HOUSES = new RuleKey<>("bank-houses", Integer.class, RuleIds.BUILD_SUPPLY);
    public static final RuleKey<Integer> BANK_HOTELS = new RuleKey<>("bank-hotels", Integer.class, RuleIds.BUILD_SUPPLY);
    public static final RuleKey<HotelSale> HOTEL_SALE = new RuleKey<>("hotel-sale", HotelSale.class, RuleIds.BUILD_SELL_HOTEL);
    public static final RuleKey<Boolean> BUILD_WITH_MORTGAGED_LOT = new RuleKey<>("build-with-mortgaged-lot", Boolean.class, RuleIds.BUILD_MORTGAGED_GROUP);
    public static final RuleKey<Integer> MORTGAGE_INTEREST_PERCENT = new RuleKey<>("mortgage-interest-percent", Integer.class, RuleIds.MORTGAGE_INTEREST);
    public static final RuleKey<Rounding> MORTGAGE_INTEREST_ROUNDING = new RuleKey<>("mortgage-interest-rounding", Rounding.class, RuleIds.MORTGAGE_INTEREST);
    public static final RuleKey<BuildingAuctionOpening> BUILDING_AUCTION_OPENING = new RuleKey<>("building-auction-opening", BuildingAuctionOpening.class, RuleIds.BUILD_SHORTAGE_AUCTION);
    public static final RuleKey<BankruptMortgages> BANKRUPTCY_TO_BANK_MORTGAGES = new RuleKey<>("bankruptcy-to-bank-mortgages", BankruptMortgages.class, RuleIds.BANKRUPTCY_TO_BANK);
    public static final RuleKey<Integer> GAME_ENDS_AFTER_BANKRUPTCIES = new RuleKey<>("game-ends-after-bankruptcies", Integer.class, RuleIds.GAME_END);
    public static final RuleKey<Boolean> TIME_LIMIT_GAME = new RuleKey<>("time-limit-game", Boolean.class, RuleIds.GAME_TIME_LIMIT);
    public static final RuleKey<Boolean> FREE_PARKING_POT = new RuleKey<>("free-parking-pot", Boolean.class, RuleIds.FREE_PARKING_POT);
    public static final RuleKey<Integer> POT_SEED = new RuleKey<>("pot-seed", Integer.class, RuleIds.FREE_PARKING_POT);
    public static final RuleKey<Boolean> POT_TAKES_TAXES = new RuleKey<>("pot-takes-taxes", Boolean.class, RuleIds.FREE_PARKING_POT);
    public static final RuleKey<Boolean> POT_TAKES_CARD_PAYMENTS = new RuleKey<>("pot-takes-card-payments", Boolean.class, RuleIds.FREE_PARKING_POT);
    public static final RuleKey<Boolean> POT_TAKES_JAIL_FINES = new RuleKey<>("pot-takes-jail-fines", Boolean.class, RuleIds.FREE_PARKING_POT);
    public static final RuleKey<Boolean> BUY_AFTER_FIRST_LAP = new RuleKey<>("buy-after-first-lap", Boolean.class, RuleIds.BUY_FIRST_LAP);
    public static final RuleKey<Integer> DEAL_DEEDS = new RuleKey<>("deal-deeds", Integer.class, RuleIds.SETUP_DEAL);
    public static final RuleKey<Boolean> DEALT_DEEDS_PAID = new RuleKey<>("dealt-deeds-paid", Boolean.class, RuleIds.SETUP_DEAL);
    public static final RuleKey<Boolean> TRADE_GIFTS_ALLOWED = new RuleKey<>("trade-gifts-allowed", Boolean.class, RuleIds.TRADE_NO_GIFTS);
    public static final RuleKey<AuctionOpeningFrom> AUCTION_OPENING_FROM = new RuleKey<>("auction-opening-from", AuctionOpeningFrom.class, RuleIds.AUCTION_BID_MINIMUM);
    public static final RuleKey<Boolean> JAIL_EXIT_BY_DOUBLES = new RuleKey<>("jail-exit-by-doubles", Boolean.class, RuleIds.JAIL_DOUBLES);
    public static final RuleKey<Boolean> JAIL_EXIT_ENDS_TURN = new RuleKey<>("jail-exit-ends-turn", Boolean.class, RuleIds.JAIL_EXIT_WAITS);
    public static final RuleKey<Boolean> JAIL_BARS_DEALINGS = new RuleKey<>("jail-bars-dealings", Boolean.class, RuleIds.JAIL_NO_DEALINGS);
    public static final RuleKey<Integer> PARKING_FEE = new RuleKey<>("parking-fee", Integer.class, RuleIds.PARKING_FEE);
    public static final RuleKey<Boolean> TRADE_WHILE_OWING = new RuleKey<>("trade-while-owing", Boolean.class, RuleIds.DEBT_NO_SALES);
    public static final RuleKey<BankruptBuildings> BANKRUPT_BUILDINGS = new RuleKey<>("bankrupt-buildings", BankruptBuildings.class, RuleIds.BANKRUPTCY_TO_PLAYER);
    /**
     * A creditor who receives mortgaged deeds in a bankruptcy pays the interest on each at once and then
     * lifts or keeps it; otherwise the deeds simply stay mortgaged and the interest is paid on lifting.
     */
    public static final RuleKey<Boolean> BANKRUPTCY_MORTGAGE_INTEREST = new RuleKey<>("bankruptcy-creditor-pays-interest", Boolean.class, RuleIds.BANKRUPTCY_TO_PLAYER);
    public static final RuleKey<Valuation> VALUATION = new RuleKey<>("valuation", Valuation.class, RuleIds.GAME_VALUATION);
    public static final RuleKey<Boolean> DEALT_DEEDS_CHOSEN = new RuleKey<>("dealt-deeds-chosen", Boolean.class, RuleIds.SETUP_DEAL);
    public static final RuleKey<Boolean> SPECIAL_DICE = new RuleKey<>("special-dice", Boolean.class, RuleIds.SPECIAL_DICE);
    public static final RuleKey<Integer> SPEEDING_PRODUCT = new RuleKey<>("speeding-product", Integer.class, RuleIds.SPEEDING);
    public static final RuleKey<Boolean> FREE_RAIL_TRAVEL = new RuleKey<>("free-rail-travel", Boolean.class, RuleIds.RAIL_TRAVEL);
    public static final RuleKey<Boolean> EXACT_GO_PRIVILEGES = new RuleKey<>("exact-go-privileges", Boolean.class, RuleIds.GO_PRIVILEGES);
    public static final RuleKey<Integer> POT_PRIVILEGE_AT = new RuleKey<>("pot-privilege-at", Integer.class, RuleIds.POT_PRIVILEGE);
    public static final RuleKey<Integer> POT_PRIVILEGE_HOUSES = new RuleKey<>("pot-privilege-houses", Integer.class, RuleIds.POT_PRIVILEGE);
    public static final RuleKey<Integer> POT_PRIVILEGE_COLLECT = new RuleKey<>("pot-privilege-collect", Integer.class, RuleIds.POT_PRIVILEGE);
    public static final RuleKey<Integer> DICE = new RuleKey<>("dice", Integer.class, RuleIds.TURN_ROLL);
    public static final RuleKey<Boolean> BUILDINGS_ALLOWED = new RuleKey<>("buildings-allowed", Boolean.class, RuleIds.BUILD_NONE);
    public static final RuleKey<Boolean> MORTGAGES_ALLOWED = new RuleKey<>("mortgages-allowed", Boolean.class, RuleIds.MORTGAGE_NONE);
    public static final RuleKey<Boolean> TRADES_ALLOWED = new RuleKey<>("trades-allowed", Boolean.class, RuleIds.TRADE_NONE);
    public static final RuleKey<Integer> BOOTH_LIMIT = new RuleKey<>("booth-limit", Integer.class, RuleIds.BOOTH_LIMIT);
    public static final RuleKey<Integer> BOOTH_LIMIT_TWO_PLAYERS = new RuleKey<>("booth-limit-two-players", Integer.class, RuleIds.BOOTH_LIMIT);
    public static final RuleKey<Integer> MAX_PLAYERS = new RuleKey<>("max-players", Integer.class, RuleIds.SETUP_PLAYERS);
    public static final RuleKey<Boolean> AUCTION_DECLINER_MAY_BID = new RuleKey<>("auction-decliner-may-bid", Boolean.class, RuleIds.AUCTION_OPEN);
    /** The pot is the edition's own Loose Change space (Monopoly Junior), not a house rule on Free Parking. */
    public static final RuleKey<Boolean> LOOSE_CHANGE_SPACE = new RuleKey<>("loose-change-space", Boolean.class, RuleIds.LOOSE_CHANGE);
    public static final RuleKey<Boolean> POT_TAKES_INCOME_TAX = new RuleKey<>("pot-takes-income-tax", Boolean.class, RuleIds.FREE_PARKING_POT);
    public static final RuleKey<Boolean> BUILD_EVENLY = new RuleKey<>("build-evenly", Boolean.class, RuleIds.BUILD_EVEN);
    public static final RuleKey<Boolean> CARDS_RESHUFFLED = new RuleKey<>("cards-reshuffled-when-all-drawn", Boolean.class, RuleIds.CARD_RESHUFFLE);
    public static final RuleKey<Boolean> HOTELS_WITHOUT_HOUSES = new RuleKey<>("hotels-without-houses", Boolean.class, RuleIds.BUILD_HOTEL_STRAIGHT);
    public static final RuleKey<Boolean> TURN_ORDER_CHOSEN = new RuleKey<>("turn-order-chosen", Boolean.class, RuleIds.SETUP_TURN_ORDER);
    /** A pass in an auction is final (the bidder is out), rather than lasting until someone raises. */
    public static final RuleKey<Boolean> AUCTION_PASS_FINAL = new RuleKey<>("auction-pass-final", Boolean.class, RuleIds.AUCTION_PASS);
    /** Houses and hotels may be bought and sold at any time (during another decision too), not only between moves. */
    public static final RuleKey<Boolean> BUILD_ANY_TIME = new RuleKey<>("build-at-any-time", Boolean.class, RuleIds.BUILD_TIMING);

    /** Every key, in the order ruleset files and the catalogue list them. */
    public static final List<RuleKey<?>> ALL = List.of(
            STARTING_CASH, SALARY, GO_LANDING_BONUS, DOUBLES_TO_JAIL, JAIL_FINE, JAIL_TURNS, JAIL_FINE_TURNS,
            RENT_WHILE_IN_JAIL, RENT_CLAIM_TURNS, GROUP_RENT_MULTIPLIER, GROUP_DOUBLE_WITH_MORTGAGE,
            INCOME_TAX, INCOME_TAX_PERCENT, LUXURY_TAX,
            AUCTION_ON_DECLINE, AUCTION_OPENING_BID, AUCTION_MIN_RAISE, AUCTION_BID_WITHIN_CASH, AUCTION_UNSOLD,
            HOUSES_BEFORE_HOTEL, BANK_HOUSES, BANK_HOTELS, HOTEL_SALE, BUILD_WITH_MORTGAGED_LOT,
            MORTGAGE_INTEREST_PERCENT, MORTGAGE_INTEREST_ROUNDING, BUILDING_AUCTION_OPENING, BANKRUPTCY_TO_BANK_MORTGAGES,
            GAME_ENDS_AFTER_BANKRUPTCIES, TIME_LIMIT_GAME, FREE_PARKING_POT, LOOSE_CHANGE_SPACE, POT_SEED, POT_TAKES_TAXES,
            POT_TAKES_CARD_PAYMENTS, POT_TAKES_JAIL_FINES, BUY_AFTER_FIRST_LAP, DEAL_DEEDS, DEALT_DEEDS_PAID,
            TRADE_GIFTS_ALLOWED, AUCTION_OPENING_FROM, JAIL_EXIT_BY_DOUBLES, JAIL_EXIT_ENDS_TURN, JAIL_BARS_DEALINGS,
            PARKING_FEE, TRADE_WHILE_OWING, BANKRUPT_BUILDINGS, BANKRUPTCY_MORTGAGE_INTEREST, VALUATION, DEALT_DEEDS_CHOSEN, SPECIAL_DICE,
            SPEEDING_PRODUCT, FREE_RAIL_TRAVEL, EXACT_GO_PRIVILEGES, POT_PRIVILEGE_AT, POT_PRIVILEGE_HOUSES,
            POT_PRIVILEGE_COLLECT, DICE, BUILDINGS_ALLOWED, MORTGAGES_ALLOWED, TRADES_ALLOWED, BOOTH_LIMIT,
            BOOTH_LIMIT_TWO_PLAYERS, MAX_PLAYERS, AUCTION_DECLINER_MAY_BID, POT_TAKES_INCOME_TAX, BUILD_EVENLY,
            CARDS_RESHUFFLED, HOTELS_WITHOUT_HOUSES, TURN_ORDER_CHOSEN, BUILD_ANY_TIME, AUCTION_PASS_FINAL);

    static {
        for (int i = 0; i < ALL.size(); i++) {
            ALL.get(i).index = i;
        }
    }

    private final String name;
    private final Class<T> type;
    private final String ruleId;
    /** The key's place in {@link #ALL}: a ruleset keeps its values in an array in that order. */
    private int index;

    private RuleKey(String name, Class<T> type, String ruleId) {
        this.name = name;
        this.type = type;
        this.ruleId = ruleId;
    }

    public String name() { return name; }
    int index() { return index; }
    public Class<T> type() { return type; }
    /** The catalogue rule this value belongs to. */
    public String ruleId() { return ruleId; }

    public static java.util.Optional<RuleKey<?>> named(String name) {
        return ALL.stream().filter(k -> k.name.equals(name)).findFirst();
    }

    @Override
    public String toString() {
        return name;
    }
}
