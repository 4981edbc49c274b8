package tutor.ui;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import tutor.rules.state.GameState;
import tutor.ui.board.BoardView;

/** A board as the screens draw it, painted once off screen, so tests can read where its words and tokens went. */
final class PaintedBoard {

    private PaintedBoard() {
    }

    /** {@code state}'s board painted once at {@code size} in {@code font} (the window's board font), in {@code language}. */
    static BoardView of(GameState state, Font font, String language, Dimension size) {
        BoardView view = new BoardView();
        view.setFont(font);
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
