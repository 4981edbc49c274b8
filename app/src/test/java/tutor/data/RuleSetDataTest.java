package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.rules.edition.AuctionUnsold;
import tutor.rules.edition.Clause;
import tutor.rules.edition.HotelSale;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;

/** The classic and modern rulesets carry the values their sources give, each with its source. */
class RuleSetDataTest {

    private final RuleSet classic = Bundle.get().ruleset("classic");
    private final RuleSet modern = Bundle.get().ruleset("modern");

    @Test
    void everyValueOfEveryRulesetNamesAKnownSourceAndASection() {
        for (RuleSet rs : Bundle.get().rulesets().values()) {
            for (RuleKey<?> key : RuleKey.ALL) {
                Clause<?> c = rs.clause(key);
                assertThat(c).as(rs.id() + " " + key).isNotNull();
                assertThat(Bundle.get().rulebook().source(c.source())).as(rs.id() + " " + key + " source").isPresent();
                assertThat(c.section()).as(rs.id() + " " + key + " section").isNotBlank();
                // Its own clause, or one inherited from the edition it extends.
                assertThat(Bundle.get().rulesets()).as(rs.id() + " " + key + " ruleset").containsKey(c.rulesetId());
            }
        }
    }

    @Test
    void classicIsTheLongFormText() {
        assertThat(classic.startingCash()).isEqualTo(1500);
        assertThat(classic.salary()).isEqualTo(200);
        assertThat(classic.jailFine()).isEqualTo(50);
        assertThat(classic.auctionOpeningBid()).isEqualTo(1);
        assertThat(classic.incomeTax()).isEqualTo(200);
        assertThat(classic.incomeTaxPercent()).isEqualTo(10);
        assertThat(classic.luxuryTax()).isEqualTo(75);
        assertThat(classic.rentClaimTurns()).isEqualTo(2);
        assertThat(classic.hotelSale()).isEqualTo(HotelSale.ONE_HOUSE_AT_A_TIME);
        assertThat(classic.groupDoubleWithMortgage()).isTrue();
        assertThat(classic.cardsId()).isEqualTo("us-pre2008");
        assertThat(classic.clause(RuleKey.AUCTION_OPENING_BID).source()).isEqualTo("us-longform");
    }

    @Test
    void modernIsThe2021GuideWhereItDiffers() {
        assertThat(modern.auctionOpeningBid()).isEqualTo(10);
        assertThat(modern.auctionMinRaise()).isEqualTo(1);
        assertThat(modern.auctionUnsold()).isEqualTo(AuctionUnsold.BANK_KEEPS);
        assertThat(modern.incomeTax()).isEqualTo(200);
        assertThat(modern.incomeTaxPercent()).isZero();
        assertThat(modern.luxuryTax()).isEqualTo(100);
        assertThat(modern.rentClaimTurns()).isEqualTo(1);
        assertThat(modern.hotelSale()).isEqualTo(HotelSale.EXCHANGE_FOR_HOUSES);
        assertThat(modern.cardsId()).isEqualTo("us-2008");
        assertThat(modern.clause(RuleKey.AUCTION_OPENING_BID).source()).isEqualTo("us-guide-2021");
        assertThat(modern.clause(RuleKey.LUXURY_TAX).source()).isEqualTo("us-guide-2021");
    }

    @Test
    void anOverrideRemembersTheClauseItReplaced() {
        RuleSet french = classic.with(RuleKey.GROUP_DOUBLE_WITH_MORTGAGE, false, "fr-test", "fr-classic", "Loyers");
        Clause<Boolean> c = french.clause(RuleKey.GROUP_DOUBLE_WITH_MORTGAGE);
        assertThat(french.groupDoubleWithMortgage()).isFalse();
        assertThat(c.rulesetId()).isEqualTo("fr-test");
        assertThat(c.replaced().value()).isTrue();
        assertThat(c.replaced().rulesetId()).isEqualTo("classic");
    }
}
