package tutor.classroom;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.Deed;
import tutor.rules.edition.Space;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.PlayerState;
import tutor.trace.Words;

/**
 * A table as data for the learner's page, which draws it as SVG: the board's size in squares, every
 * space (its name in the learner's language, its colour band, owner, houses, hotel, mortgage) and every
 * player (name, cash as the language writes money, square, In Jail). Names are data: the page puts them
 * in with {@code textContent}. Colours are the board file's, checked to be {@code #rrggbb}.
 */
final class BoardView {

    private BoardView() {
    }

    static Map<String, Object> of(GameState s, String lang) {
        Board board = s.board();
        Words words = Bundle.get().words(lang);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("across", board.across());
        out.put("down", board.down());
        List<Object> spaces = new ArrayList<>();
        for (Space sp : board.spaces()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", s.table().space(sp.index(), lang));
            if (sp.deed() >= 0) {
                Deed d = board.deed(sp.deed());
                if (d.group() >= 0 && d.group() < board.groups().size()) {
                    String color = board.groups().get(d.group()).color();
                    if (color != null && color.matches("#[0-9A-Fa-f]{6}")) {
                        m.put("color", color);
                    }
                }
                Estates e = s.estates();
                m.put("owner", e.owner(sp.deed()) >= 0 ? e.owner(sp.deed()) : -1);
                m.put("houses", e.houses(sp.deed()));
                m.put("hotel", e.hotel(sp.deed()));
                m.put("mortgaged", e.mortgaged(sp.deed()));
            }
            spaces.add(m);
        }
        out.put("spaces", spaces);
        List<Object> players = new ArrayList<>();
        for (int seat = 0; seat < s.players().size(); seat++) {
            PlayerState p = s.player(seat);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", s.table().player(seat));
            m.put("cash", words.money(p.cash(), s.table().currency()));
            m.put("at", p.position());
            m.put("square", s.table().space(p.position(), lang));
            m.put("jail", p.inJail());
            m.put("out", p.out());
            m.put("turn", seat == s.current());
            players.add(m);
        }
        out.put("players", players);
        return out;
    }
}
