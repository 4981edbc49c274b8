package tutor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.Setup;
import tutor.rules.state.Table;

class NetWorthTest {

    @Test
    void aPositionAsABalanceSheet() {
        Table table = Bundle.get().table("classic", List.of("Ann", "Ben"));
        GameState s = Setup.newGame(table, 1);
        int park = table.board().space(37).deed();
        int walk = table.board().space(39).deed();
        int reading = table.board().space(5).deed();
        Estates e = s.estates().edit()
                .owner(park, 0).houses(park, 3)
                .owner(walk, 0).houses(walk, 3)
                .owner(reading, 0).mortgaged(reading, true)
                .freeze();
        GameState position = new GameState(s.table(), s.players(), e, s.bankHouses() - 6, s.bankHotels(), s.decks(),
                s.dice(), 0, 0, false, s.pending(), List.of(), List.of(), 0, 0);
        NetWorth w = NetWorth.of(position, 0);
        // $1,500 cash; deeds $350 + $400 + $200 = $950; 6 houses at $200 = $1,200; Reading's mortgage $100 + $10 to lift.
        assertThat(w.netWorth()).isEqualTo(1500 + 950 + 1200 - 110);
        // Raised at once: 6 houses at $100 each, Park Place and Boardwalk mortgaged for $175 + $200.
        assertThat(w.liquidation()).isEqualTo(1500 + 600 + 375);
        assertThat(NetWorth.quick(position, 0)).isEqualTo(w.netWorth());
        assertThat(w.explanation().get(0)).isEqualTo(
                "Net worth: $1,500 cash + $950 deeds at printed price + $1,200 buildings at cost − $110 to lift mortgages = $3,540");
    }
}
