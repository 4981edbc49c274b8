package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.nodes.Node;
import tutor.data.YamlNodes;
import tutor.data.Bundle;
import tutor.rules.state.DiceUse;
import tutor.rules.state.JackpotPrize;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Table;
import tutor.rules.state.TaxOption;
import tutor.rules.state.Term;

/**
 * Every kind of move a scenario can name is written by {@link MoveDocument} and read back by the
 * scenario reader to the same move, through the text a file holds: the verb vocabulary has one
 * meaning both ways. A new kind of move without a sample here fails the test.
 */
class MoveVerbRoundTripTest {

    private static Table table() {
        ScenarioLoader.LoadResult loaded = new ScenarioLoader(Bundle.get()).load(Path.of("../scenarios/auctions/decline-then-bid.yaml"));
        assertThat(loaded.problems()).isEmpty();
        return loaded.scenario().table();
    }

    /** One or more moves of every kind, each field away from its default so a dropped field shows. */
    private static List<Move> samples(Table t) {
        int boardwalk = t.board().spaceNamed("Boardwalk").orElseThrow().deed();
        int reading = t.board().spaceNamed("Reading Railroad").orElseThrow().deed();
        int baltic = t.board().spaceNamed("Baltic Avenue").orElseThrow().deed();
        var deck = t.cards().decks().get(1);
        int chanceSpace = t.board().spaces().stream().filter(s -> s.name().equals("Chance")).findFirst().orElseThrow().index();
        return List.of(new Move.RollDice(1), new Move.BuyProperty(1), new Move.DeclineToBuy(1), new Move.Bid(1, 61),
                new Move.PassBid(1), new Move.DropOutOfAuction(1), new Move.PayJailFine(1), new Move.UseJailFreeCard(1),
                new Move.ChooseIncomeTax(1, TaxOption.FLAT), new Move.ChooseIncomeTax(1, TaxOption.PERCENT),
                new Move.EndTurn(1), new Move.Arrive(1), new Move.SellJailFreeCard(1, 0, 35), new Move.ClaimRent(1),
                new Move.BuyHouse(1, boardwalk), new Move.BuyHotel(1, boardwalk), new Move.SellHouse(1, baltic),
                new Move.SellHotel(1, baltic), new Move.RequestBuildings(1, false, 3), new Move.RequestBuildings(1, true, 2),
                new Move.MortgageDeed(1, reading), new Move.LiftMortgage(1, reading), new Move.KeepMortgage(1, reading),
                new Move.Trade(1, 0, new Offer(120, List.of(boardwalk, baltic), 1), new Offer(0, List.of(reading), 0),
                        List.of(new Term.Loan(50), new Term.RentImmunity(boardwalk, 3))),
                new Move.Trade(1, 0, Offer.NOTHING, new Offer(10, List.of(), 0), List.of()),
                new Move.PayDebt(1), new Move.DeclareBankruptcy(1), new Move.CallTime(1),
                new Move.UseDice(1, DiceUse.PRODUCT), new Move.UseDice(1, DiceUse.DIFFERENCE, boardwalkSpace(t)),
                new Move.UseDice(1, DiceUse.FIRST_DIE, chanceSpace),
                new Move.TravelByRail(1, reading), new Move.BuyAnyDeed(1, baltic),
                Move.ClaimJackpot.of(1, JackpotPrize.CASH), Move.ClaimJackpot.of(1, JackpotPrize.COLLECT),
                new Move.ClaimJackpot(1, JackpotPrize.DEED, boardwalk, -1, -1),
                new Move.ClaimJackpot(1, JackpotPrize.HOUSES, baltic, -1, -1),
                new Move.ClaimJackpot(1, JackpotPrize.CARD, -1, 1, deck.cards().size() - 1),
                new Move.PlaceBooth(1, baltic), new Move.ReverseDirection(1));
    }

    private static int boardwalkSpace(Table t) {
        return t.board().spaceNamed("Boardwalk").orElseThrow().index();
    }

    @Test
    void everyKindOfMoveHasASample() {
        Set<String> kinds = new TreeSet<>();
        for (Class<?> k : Move.class.getPermittedSubclasses()) {
            kinds.add(k.getSimpleName());
        }
        Set<String> sampled = new TreeSet<>();
        samples(table()).forEach(m -> sampled.add(m.getClass().getSimpleName()));
        assertThat(sampled).isEqualTo(kinds);
    }

    @Test
    void everyMoveIsReadBackAsWrittenWithAndWithoutItsPlayer() {
        Table t = table();
        MoveDocument doc = new MoveDocument(t);
        List<String> verbs = new ArrayList<>();
        for (Move m : samples(t)) {
            Object body = doc.of(m);
            verbs.add(body instanceof String s ? s : (String) ((Map<?, ?>) body).get("do"));
            assertThat(readBack(t, body, m.player())).as("%s written as %s", m, body).isEqualTo(m);
            assertThat(readBack(t, doc.withPlayer(m), -1)).as("%s with its player", m).isEqualTo(m);
        }
        // Every verb the reader knows is one some move is written as, and no two kinds share one.
        assertThat(new TreeSet<>(verbs)).isEqualTo(new TreeSet<>(MoveParser.ALL));
    }

    /** Through the file's text: written as a script step would be, parsed as YAML, read as a move. */
    private static Move readBack(Table t, Object body, int player) {
        Map<String, Object> step = new LinkedHashMap<>();
        step.put("id", "x");
        step.put("move", body);
        String yaml = ScenarioWriter.write(step);
        Node root = new YamlNodes("t.yaml").parse(new StringReader(yaml));
        Node moveNode = ((org.yaml.snakeyaml.nodes.MappingNode) root).getValue().get(1).getValueNode();
        NodeReader r = new NodeReader("t.yaml");
        Move back = new MoveParser(r, new Names(r, t)).parse(moveNode, player);
        assertThat(r.problems()).as(yaml).isEmpty();
        return back;
    }
}
