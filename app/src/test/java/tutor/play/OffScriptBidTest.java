package tutor.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioLoader;
import tutor.rules.state.Move;

/**
 * A legal auction move the scenario did not ask for: the reply says it was legal, that it was not made, and which
 * way the expected move lies, without naming the expected amount (often the answer itself).
 * bidding-from-jail asks Cat (player 2) for a bid of $60.
 */
class OffScriptBidTest {

    private static final String FILE = "../scenarios/auctions/bidding-from-jail.yaml";

    private Session session() {
        return new Session(new ScenarioLoader(Bundle.get()).load(Path.of(FILE)).scenario());
    }

    private static String last(Session s) {
        List<Session.Entry> t = s.transcript();
        return t.get(t.size() - 1).text();
    }

    @Test
    void aBidAboveTheExpectedOneIsLegalNotMadeAndTheReplyAsksForALowerBid() {
        Session s = session();
        var before = s.state();
        s.act(new Move.Bid(2, 80));
        assertThat(last(s)).startsWith("A legal bid (Cat bids $80), but not made: this situation asks for a lower bid. "
                + "Cat would like Oriental Avenue for $60.").doesNotContain("$60 bid");
        assertThat(s.state()).isEqualTo(before);
        s.act(new Move.Bid(2, 20));
        assertThat(last(s)).startsWith("A legal bid (Cat bids $20), but not made: this situation asks for a higher bid.");
    }

    @Test
    void aPassWhereABidIsExpectedIsSaidToBeAllowedButNotMade() {
        assertThat(OffScriptBid.key(new Move.DropOutOfAuction(2), List.of(new Move.Bid(2, 60))))
                .isEqualTo("move.notAsked.pass.bid");
        assertThat(OffScriptBid.key(new Move.Bid(2, 60), List.of(new Move.PassBid(2)))).isEqualTo("move.notAsked.bid.none");
        // Expected bids on both sides of the one made: no direction to give, the general reply stands.
        assertThat(OffScriptBid.key(new Move.Bid(2, 60), List.of(new Move.Bid(2, 50), new Move.Bid(2, 70)))).isNull();
        assertThat(OffScriptBid.key(new Move.RollDice(2), List.of(new Move.Bid(2, 60)))).isNull();
    }

    @Test
    void theReplyIsInTheLearnersLanguage() {
        Session s = session();
        Scenario french = new ScenarioLoader(Bundle.get(), "fr").load(Path.of(FILE)).scenario();
        Scenario russian = new ScenarioLoader(Bundle.get(), "ru").load(Path.of(FILE)).scenario();
        s.act(new Move.Bid(2, 80));
        assertThat(s.retell(french, "fr")).isTrue();
        assertThat(last(s)).contains("mais non retenue\u00a0: cette situation demande une enchère plus basse.");
        assertThat(s.retell(russian, "ru")).isTrue();
        assertThat(last(s)).contains("но не сделана: здесь нужна ставка поменьше.");
    }
}
