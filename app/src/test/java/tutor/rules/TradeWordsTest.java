package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.scenario.MoveText;

/**
 * A trade in French says who gives what to whom. «Ben échange avec Cat : 120 € contre Rue de Vaugirard» left a
 * pupil to guess which way the money went (review-fr12 T9); a gift, where one side gives nothing, cannot say
 * «donne rien», so it is worded as the gift it is.
 */
class TradeWordsTest {

    private static final PositionBuilder TABLE = new PositionBuilder(Bundle.get().table("fr-classic", List.of("Ann", "Ben", "Cat")));

    private static String french(Offer gives, Offer gets) {
        GameState s = TABLE.build();
        return MoveText.describe(s, new Move.Trade(1, 2, gives, gets), Bundle.get().words("fr"));
    }

    @Test
    void frenchSaysWhoGivesWhatToWhom() {
        int vaugirard = TABLE.deed("Rue de Vaugirard");
        assertThat(french(Offer.cash(120), Offer.deeds(vaugirard)))
                .isEqualTo("Ben donne 120\u00a0€ à Cat contre la propriété Rue de Vaugirard");
        assertThat(french(Offer.deeds(vaugirard), Offer.NOTHING))
                .isEqualTo("Ben donne la propriété Rue de Vaugirard à Cat sans contrepartie");
        assertThat(french(Offer.NOTHING, Offer.cash(50)))
                .isEqualTo("Cat donne 50\u00a0€ à Ben sans contrepartie");
    }
}
