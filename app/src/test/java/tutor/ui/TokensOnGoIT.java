package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.play.edit.TableDraft;
import tutor.rules.edition.Board;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.GameState;
import tutor.ui.board.BoardGeometry;
import tutor.ui.board.BoardView;

/**
 * Tokens standing on GO are drawn, on every board, in every theme and language, at the sizes the boards have at
 * 1024x768 (lesson player 397-463 px, Play 450, Table 504-541): a teacher read "the players are on GO" beside a GO
 * with no token on it (rules lesson step 2, Play at turn 1, Your own table; review teacher6, F8).
 */
class TokensOnGoIT extends AbstractTutorIT {

    @Test
    void everyPlayerOnGoHasATokenDrawnOnGo() {
        List<String> missing = new ArrayList<>();
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK, Theme.PROJECTOR)) {
            GuiActionRunner.execute(() -> frame.applyTheme(theme));
            for (String language : List.of("en", "fr", "ru")) {
                for (Map.Entry<String, GameState> b : onGo().entrySet()) {
                    GameState state = b.getValue();
                    for (int side : new int[] {397, 420, 449, 450, 463, 504, 541}) {
                        Dimension size = new Dimension(side, side);
                        BoardView view = onEdt(() -> drawn(state, language, size));
                        BoardGeometry geo = new BoardGeometry(side - 8, side - 8, state.board().across(), state.board().down());
                        Rectangle2D go = geo.space(0);
                        go = new Rectangle2D.Double(go.getX() - 1, go.getY() - 1, go.getWidth() + 2, go.getHeight() + 2); // board pixels, as the tokens
                        double least = geo.cell() * 0.36 * 0.5; // half a token's full size: one that can be seen
                        int drawn = 0;
                        for (Rectangle2D t : onEdt(view::tokenBoxes).values()) {
                            if (t.getWidth() >= least && go.contains(t)) {
                                drawn++;
                            }
                        }
                        if (drawn != state.players().size()) {
                            missing.add(theme + " " + language + " " + b.getKey() + " " + side + " px: " + drawn + " of "
                                    + state.players().size() + " drawn on GO " + onEdt(view::tokenBoxes));
                        }
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    /** Every board the tutor has, with two and with four players, all on GO as a game starts. */
    private static Map<String, GameState> onGo() {
        Map<String, GameState> boards = new LinkedHashMap<>();
        tutor.data.Bundle bundle = tutor.data.Bundle.get();
        for (RuleSet rules : bundle.rulesets().values()) {
            Board board = bundle.board(rules);
            if (boards.containsKey(board.id() + " 2") || rules.maxPlayers() < 4) {
                continue;
            }
            TableDraft.Edition edition = new TableDraft.Edition(rules, board, bundle.cardSets().get(rules.cardsId()));
            boards.put(board.id() + " 2", TableDraft.empty(edition, List.of("Ann", "Ben")).position());
            boards.put(board.id() + " 4", TableDraft.empty(edition, List.of("Ann", "Ben", "Cat", "Dan")).position());
        }
        return boards;
    }

    /** A board as the screens draw it, painted once at {@code size} in the window's font. */
    private BoardView drawn(GameState state, String language, Dimension size) {
        BoardView view = new BoardView();
        view.setFont(frame.board().getFont());
        view.setLanguage(language);
        view.setSize(size);
        view.show(state, List.of());
        BufferedImage image = new BufferedImage(size.width, size.height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            view.paint(g);
        } finally {
            g.dispose();
        }
        return view;
    }
}
