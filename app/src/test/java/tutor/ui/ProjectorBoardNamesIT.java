package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.play.edit.TableDraft;
import tutor.rules.edition.Board;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.GameState;
import tutor.ui.board.BoardGeometry;
import tutor.ui.board.BoardView;

/**
 * Every square name of every board, in English, French and Russian, on the projector at the sizes its boards have at
 * 1024x768 (each screen's, measured): a word breaks only where the language's list allows (a teacher read "Ven-tnor",
 * "Char-les", «Элек-тро-стан-ция»), every line is inside its square (the Electric Company's "pany" was cut at its
 * foot), and no token stands on words (one hid the "J" of "Just Visiting", another "Board-walk"): tokens on Just
 * Visiting, the last square (Boardwalk) and the Electric Company.
 */
class ProjectorBoardNamesIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void everyNameBreaksOnlyWhereAllowedAndStaysInsideItsSquareClearOfTheTokens() {
        openScenario("rent-complete-group");
        window.resizeTo(new Dimension(1024, 768));
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.PROJECTOR));
        Map<String, Dimension> sizes = screenBoardSizes();
        System.out.println("projector board sizes at 1024x768: " + sizes);
        List<String> wrongBreaks = new ArrayList<>();
        List<String> cut = new ArrayList<>();
        List<String> covered = new ArrayList<>();
        List<String> small = new ArrayList<>();
        Map<String, Float> least = new LinkedHashMap<>();
        Map<String, GameState> boards = boards();
        Map<String, Set<Integer>> allowed = new HashMap<>();
        for (String l : List.of("en", "fr", "ru")) {
            allowed(l).forEach((word, at) -> allowed.computeIfAbsent(word, k -> new TreeSet<>()).addAll(at));
        }
        for (String language : List.of("en", "fr", "ru")) {
            for (Map.Entry<String, GameState> b : boards.entrySet()) {
                GameState state = b.getValue();
                for (Map.Entry<String, Dimension> screen : sizes.entrySet()) {
                    String where = b.getKey() + " " + language + " " + screen.getKey();
                    BoardView view = onEdt(() -> PaintedBoard.of(state, frame.board().getFont(), language, screen.getValue()));
                    BoardGeometry geo = new BoardGeometry(screen.getValue().width - 8, screen.getValue().height - 8,
                            state.board().across(), state.board().down());
                    Map<Integer, Rectangle2D> tokens = onEdt(view::tokenBoxes);
                    float smallest = Float.MAX_VALUE;
                    for (int i = 0; i < state.board().size(); i++) {
                        int space = i;
                        List<String> lines = onEdt(() -> view.printed(space));
                        Rectangle2D box = onEdt(() -> view.printedBox(space));
                        String name = state.board().space(i).kind() == SpaceKind.JAIL ? ""
                                : state.table().space(i, language);
                        for (String w : brokenAt(lines, name, allowed)) {
                            wrongBreaks.add(where + ": space " + i + " " + lines + " breaks " + w);
                        }
                        Rectangle2D room = geo.space(i);
                        if (box == null || box.getMinX() < room.getMinX() || box.getMaxX() > room.getMaxX()
                                || box.getMinY() < room.getMinY() || box.getMaxY() > room.getMaxY() + 1.5) {
                            cut.add(where + ": space " + i + " " + lines + " " + box + " outside " + room);
                        }
                        // Each line's own box: a token may stand beside a short line ("walk" under "Board-"), never on one.
                        for (Rectangle2D line : onEdt(() -> view.printedLines(space))) {
                            for (Map.Entry<Integer, Rectangle2D> t : tokens.entrySet()) {
                                if (line.intersects(t.getValue())) {
                                    covered.add(where + ": space " + i + " " + lines + " line " + line + " under player " + t.getKey()
                                            + "'s token " + t.getValue());
                                }
                            }
                        }
                        float size = onEdt(() -> view.printedSize(space));
                        if (size > 0) {
                            smallest = Math.min(smallest, size);
                        }
                        if (size > 0 && size < 11) {
                            small.add(where + ": space " + i + " " + lines + " in " + size + " px");
                        }
                    }
                    least.put(where, smallest);
                    assertThat(tokens).as("tokens drawn (%s)", where).hasSize(3);
                }
            }
        }
        System.out.println("least name size on the projector: " + least);
        small.forEach(System.out::println);
        wrongBreaks.forEach(System.out::println);
        cut.forEach(System.out::println);
        covered.forEach(System.out::println);
        assertThat(wrongBreaks).as("words broken where their language's list does not allow").isEmpty();
        assertThat(cut).as("words outside their square").isEmpty();
        assertThat(covered).as("words under a token").isEmpty();
    }

    /** The projector board's size on each screen that shows one, at 1024x768. */
    private Map<String, Dimension> screenBoardSizes() {
        Map<String, Dimension> found = new LinkedHashMap<>();
        for (boolean library : new boolean[] {true, false}) {
            if (onEdt(() -> frame.libraryShown()) != library) {
                GuiActionRunner.execute(() -> frame.toggleLibrary());
            }
            robot.waitForIdle();
            found.put("table" + (library ? "+library" : ""), onEdt(() -> frame.board().getSize()));
        }
        for (String screen : List.of("play", "editor")) {
            GuiActionRunner.execute(() -> frame.showScreen(screen));
            robot.waitForIdle();
            List<BoardView> shown = onEdt(() -> robot.finder().findAll(frame, new org.assertj.swing.core.GenericTypeMatcher<BoardView>(BoardView.class, true) {
                @Override
                protected boolean isMatching(BoardView b) {
                    return b.getWidth() > 100;
                }
            }).stream().toList());
            for (BoardView b : shown) {
                found.put(screen, onEdt(b::getSize));
            }
        }
        GuiActionRunner.execute(() -> frame.showScreen("table"));
        // And the size a teacher's walk measured on Play (450 px; its board shows only during a game).
        found.putIfAbsent("play", new Dimension(450, 450));
        return found;
    }

    /** One position on each board the tutor has: three players, on Just Visiting, the last square and the first utility. */
    private static Map<String, GameState> boards() {
        Map<String, GameState> boards = new LinkedHashMap<>();
        tutor.data.Bundle bundle = tutor.data.Bundle.get();
        for (RuleSet rules : bundle.rulesets().values()) {
            Board board = bundle.board(rules);
            if (boards.containsKey(board.id()) || rules.maxPlayers() < 3) {
                continue;
            }
            TableDraft draft = TableDraft.empty(new TableDraft.Edition(rules, board, bundle.cardSets().get(rules.cardsId())),
                    List.of("Ann", "Ben", "Cat"));
            int utility = 12 % board.size();
            for (int i = 0; i < board.size(); i++) {
                if (board.space(i).kind() == SpaceKind.UTILITY) {
                    utility = i;
                    break;
                }
            }
            int[] at = {Math.max(0, board.jailIndex()), board.size() - 1, utility};
            for (int seat = 0; seat < 3; seat++) {
                draft = draft.withSeat(seat, draft.seats().get(seat).withSpace(at[seat]));
            }
            boards.put(board.id(), draft.position());
        }
        return boards;
    }

    /**
     * A language's list of allowed breaks (board.printed.breaks): each word, with the places it may break at. A word
     * breaks as its own language allows, whichever language the window is in (the Russian board's names in English).
     */
    private static Map<String, Set<Integer>> allowed(String language) {
        Map<String, Set<Integer>> map = new HashMap<>();
        for (String entry : tutor.text.Texts.of("ui", language).get("board.printed.breaks").trim().split("\\s+")) {
            Set<Integer> at = new TreeSet<>();
            StringBuilder word = new StringBuilder();
            for (char c : entry.toCharArray()) {
                if (c == '\u00B7') {
                    at.add(word.length());
                } else {
                    word.append(c);
                }
            }
            map.put(word.toString(), at);
        }
        return map;
    }

    /**
     * The words of a name its lines break with a hyphen where the list does not allow it, as "Ven|tnor". A printed
     * hyphen that is the name's own (Merry-Go-Round, пр-т) is not a break.
     */
    static List<String> brokenAt(List<String> lines, String name, Map<String, Set<Integer>> allowed) {
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            String line = lines.get(i);
            if (!line.endsWith("-")) {
                continue;
            }
            String before = line.substring(line.lastIndexOf(' ') + 1, line.length() - 1);
            String after = lines.get(i + 1).split(" ")[0];
            if (name.contains(before + "-" + after.split("-")[0]) && !name.contains(before + after.split("-")[0])) {
                continue; // the name's own hyphen
            }
            String word = (before + after).replaceAll("^[^\\p{L}]+|[^\\p{L}]+$", "");
            int at = before.replaceAll("^[^\\p{L}]+", "").length();
            // A word broken twice comes back here in pieces: count the break from the word's start in the name.
            String whole = java.util.Arrays.stream(name.split("[ \\-]")).map(w -> w.replaceAll("^[^\\p{L}]+|[^\\p{L}]+$", ""))
                    .filter(w -> w.contains(word)).findFirst().orElse(word);
            int offset = whole.indexOf(word);
            if (!allowed.getOrDefault(whole, Set.of()).contains(offset + at)) {
                wrong.add(whole.substring(0, offset + at) + "|" + whole.substring(offset + at));
            }
        }
        return wrong;
    }
}
