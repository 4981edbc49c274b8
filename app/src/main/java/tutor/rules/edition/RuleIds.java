package tutor.rules.edition;

/**
 * Every rule id the engine writes into a trace. The same ids key the rulebook catalogue,
 * the scenario files and the tests; a test fails when the catalogue lacks one of these.
 */
public final class RuleIds {

    private RuleIds() {
    }

    // Set-up and turn order
    public static final String SETUP_CASH = "setup.cash";
    public static final String SETUP_DEAL = "setup.deal-deeds";
    public static final String SETUP_TURN_ORDER = "setup.turn-order";
    public static final String TURN_ROLL = "turn.roll";
    public static final String TOKEN_MOVE = "token.move";
    public static final String TURN_DOUBLES_AGAIN = "turn.doubles.again";
    public static final String TURN_END = "turn.end";
    public static final String TURN_WAIT = "turn.wait";
    public static final String TURN_DECISION_FIRST = "turn.decision-first";
    public static final String TIMING_BETWEEN_MOVES = "timing.between-moves";
    public static final String GAME_OUT = "game.player-out";
    public static final String GAME_OVER = "game.over";

    // GO and the plain corners
    public static final String GO_SALARY = "go.salary";
    public static final String GO_LANDING_BONUS = "go.landing-bonus";
    public static final String SPACE_FREE_PARKING = "space.free-parking";
    public static final String FREE_PARKING_POT = "space.free-parking.pot";
    public static final String LOOSE_CHANGE = "space.loose-change";
    public static final String PARKING_FEE = "space.free-parking.fee";
    public static final String POT_PRIVILEGE = "space.free-parking.privilege";
    public static final String RIDE_AGAIN = "space.ride-again";
    public static final String SHOW = "space.show";
    public static final String REST = "space.rest";
    public static final String TO_REST = "space.to-rest";
    public static final String BUILD_NONE = "build.none";
    public static final String MORTGAGE_NONE = "mortgage.none";
    public static final String TRADE_NONE = "trade.none";
    public static final String BOOTH_LIMIT = "buy.booth-limit";
    public static final String CARD_FREE_BOOTH = "card.free-booth";
    public static final String SPACE_JUST_VISITING = "space.just-visiting";

    // Jail
    public static final String JAIL_ENTER_SPACE = "jail.enter.space";
    public static final String JAIL_ENTER_CARD = "jail.enter.card";
    public static final String JAIL_THIRD_DOUBLE = "jail.enter.third-double";
    public static final String JAIL_TURN_ENDS = "jail.turn-ends";
    public static final String JAIL_PAY_FINE = "jail.exit.pay-fine";
    public static final String JAIL_USE_CARD = "jail.exit.card";
    public static final String JAIL_DOUBLES = "jail.exit.doubles";
    public static final String JAIL_STAY = "jail.stay";
    public static final String JAIL_FORCED_FINE = "jail.exit.forced-fine";
    public static final String JAIL_PRIVILEGES = "jail.privileges";
    public static final String JAIL_EXIT_WAITS = "jail.exit.waits";
    public static final String SPECIAL_DICE = "turn.special-dice";
    public static final String SPEEDING = "jail.enter.speeding";
    public static final String RAIL_TRAVEL = "rail.free-travel";
    public static final String GO_PRIVILEGES = "go.exact-privileges";
    public static final String JAIL_NO_DEALINGS = "jail.no-dealings";

    // Buying and auctions
    public static final String BUY_OFFER = "buy.offer";
    public static final String BUY_PRICE = "buy.printed-price";
    public static final String BUY_CASH = "buy.cash";
    public static final String BUY_FIRST_LAP = "buy.first-lap";
    public static final String AUCTION_OPEN = "auction.open";
    public static final String AUCTION_BID_MINIMUM = "auction.bid.minimum";
    public static final String AUCTION_BID_CASH = "auction.bid.cash";
    public static final String AUCTION_BID_TURN = "auction.bid.turn";
    public static final String AUCTION_PASS = "auction.pass";
    public static final String AUCTION_DROP_OUT = "auction.drop-out";
    public static final String AUCTION_WIN = "auction.win";
    public static final String AUCTION_NO_BIDS = "auction.no-bids";

    // Rent
    public static final String RENT_OWN_DEED = "rent.own-deed";
    public static final String RENT_MORTGAGED = "rent.mortgaged";
    public static final String RENT_STREET = "rent.street";
    public static final String RENT_GROUP_DOUBLE = "rent.street.group-double";
    public static final String RENT_GROUP_DOUBLE_MORTGAGED = "rent.street.group-double.mortgaged-lot";
    public static final String RENT_HOUSES = "rent.street.houses";
    public static final String RENT_HOTEL = "rent.street.hotel";
    public static final String RENT_RAILROAD = "rent.railroad";
    public static final String RENT_UTILITY = "rent.utility";
    public static final String RENT_CARD_RAILROAD = "rent.card.railroad";
    public static final String RENT_CARD_UTILITY = "rent.card.utility";
    public static final String RENT_OWNER_IN_JAIL = "rent.owner-in-jail";
    public static final String RENT_CLAIM_WINDOW = "rent.claim-window";
    public static final String RENT_CLAIM = "rent.claim";

    // Taxes
    public static final String TAX_INCOME = "tax.income";
    public static final String TAX_INCOME_CHOICE = "tax.income.choice";
    public static final String TAX_LUXURY = "tax.luxury";

    // Cards
    public static final String CARD_DRAW = "card.draw";
    public static final String CARD_RESHUFFLE = "card.reshuffle";
    public static final String CARD_ADVANCE = "card.advance";
    public static final String CARD_BACK = "card.back";
    public static final String CARD_NEAREST_RAILROAD = "card.nearest-railroad";
    public static final String CARD_NEAREST_UTILITY = "card.nearest-utility";
    public static final String CARD_COLLECT = "card.collect";
    public static final String CARD_PAY = "card.pay";
    public static final String CARD_PAY_EACH = "card.pay-each-player";
    public static final String CARD_COLLECT_EACH = "card.collect-from-each-player";
    public static final String CARD_REPAIRS = "card.repairs";
    public static final String CARD_JAIL_FREE_KEEP = "card.jail-free.keep";
    public static final String CARD_JAIL_FREE_SELL = "card.jail-free.sell";
    public static final String CARD_JAIL_FREE_RETURN = "card.jail-free.return";

    // Money owed
    public static final String DEBT_PENDING = "debt.pending";

    // Houses and hotels
    public static final String BUILD_HOUSE = "build.house";
    public static final String BUILD_COMPLETE_GROUP = "build.complete-group";
    public static final String BUILD_EVEN = "build.even";
    public static final String BUILD_HOTEL_STRAIGHT = "build.hotel.straight";
    public static final String BUILD_LIMIT = "build.limit";
    public static final String BUILD_HOTEL = "build.hotel";
    public static final String BUILD_SUPPLY = "build.supply";
    public static final String BUILD_SHORTAGE_WAIT = "build.shortage.wait";
    public static final String BUILD_SHORTAGE_AUCTION = "build.shortage.auction";
    public static final String BUILD_MORTGAGED_GROUP = "build.mortgaged-group";
    public static final String BUILD_TIMING = "build.timing";
    public static final String BUILD_SELL = "build.sell";
    public static final String BUILD_SELL_EVEN = "build.sell.even";
    public static final String BUILD_SELL_HOTEL = "build.sell.hotel";
    public static final String BUILD_SELL_HOTEL_SHORTAGE = "build.sell.hotel-shortage";

    // Mortgages
    public static final String MORTGAGE_TAKE = "mortgage.take";
    public static final String MORTGAGE_UNIMPROVED = "mortgage.unimproved-group";
    public static final String MORTGAGE_LIFT = "mortgage.lift";
    public static final String MORTGAGE_INTEREST = "mortgage.interest";
    public static final String MORTGAGE_TRANSFER = "mortgage.transfer";

    // Trades
    public static final String TRADE = "trade.agreed";
    public static final String TRADE_HOLDINGS = "trade.holdings";
    public static final String TRADE_BUILDINGS = "trade.buildings";
    public static final String TRADE_NO_LOANS = "trade.no-loans";
    public static final String TRADE_NO_IMMUNITY = "trade.no-immunity";
    public static final String TRADE_NO_GIFTS = "trade.no-gifts";

    // Debts, bankruptcy and the end of the game
    public static final String DEBT_PAY = "debt.pay";
    public static final String DEBT_RAISE = "debt.raise-funds";
    public static final String DEBT_NO_SALES = "debt.no-sales";
    public static final String DEBT_ORDER = "debt.order";
    public static final String BANKRUPTCY_REFUSED = "bankruptcy.can-still-pay";
    public static final String BANKRUPTCY_TO_PLAYER = "bankruptcy.to-player";
    public static final String BANKRUPTCY_TO_BANK = "bankruptcy.to-bank";
    public static final String GAME_END = "game.end";
    public static final String GAME_VALUATION = "game.valuation";
    public static final String GAME_TIME_LIMIT = "game.time-limit";

    // Positions: what a set-up may hold (checked by PositionCheck, cited by the loader and the editor)
    public static final String SETUP_PLAYERS = "setup.players";
    public static final String PLAYER_NAMES = "position.player-names";
    public static final String POSITION_CASH = "position.cash";
    public static final String POSITION_ONE_OWNER = "position.one-owner";
    public static final String POSITION_AMOUNT_LIMIT = "position.amount-limit";
    public static final String POSITION_JAIL_TOKEN = "position.jail-token";
    public static final String POSITION_NO_JAIL = "position.no-jail";
    public static final String POSITION_DIRECTION = "position.direction";
}
