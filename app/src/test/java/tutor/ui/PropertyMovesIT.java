package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.ui.widgets.WrappingLabel;

/**
 * The property moves say what they are about (the teacher's walk found a bare "Property" beside Buy and Decline, and
 * an auction whose high bid and bidder were nowhere): the deed and its price for a buy decision, the deed, the high
 * bid and its bidder in an auction, or the least first bid before anyone bids. Read whole at 1024x768 in the projector
 * theme, in English, French and Russian, with every move button in the window.
 */
class PropertyMovesIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    private String deal() {
        WrappingLabel deal = (WrappingLabel) robot.finder().findByName(frame, "actions.deal", java.awt.Component.class, false);
        return onEdt(() -> deal.isShowing() ? deal.words() : "(hidden)");
    }

    private void speak(String language) {
        GuiActionRunner.execute(() -> frame.applyLanguage(language));
        robot.waitForIdle();
    }

    /** Nothing in the moves under the board is cut or outside the window. */
    private void fits(String where) {
        List<String> cut = onEdt(() -> Clipping.of(robot.finder().findByName(frame, "actions", java.awt.Component.class, true), frame, where));
        assertThat(cut).isEmpty();
        WrappingLabel deal = (WrappingLabel) robot.finder().findByName(frame, "actions.deal", java.awt.Component.class, false);
        assertThat(onEdt(() -> deal.getHeight())).as(where + ": the deal's lines").isGreaterThanOrEqualTo(onEdt(() -> deal.heightAt(deal.getWidth())));
    }

    /** In each language in turn (language, then the words expected), the deal reads so and fits with the moves. */
    private void reads(String... languageThenWords) {
        for (int i = 0; i < languageThenWords.length; i += 2) {
            speak(languageThenWords[i]);
            assertThat(deal()).isEqualTo(languageThenWords[i + 1]);
            fits(languageThenWords[i]);
        }
    }

    @Test
    void aBuyDecisionNamesTheDeedAndItsPrice() {
        openScenario("auction-decline-then-bid");
        reads("en", "Buy Boardwalk for $400?",
                "fr", "Acheter la propriété Boardwalk pour 400\u00a0$\u00a0?",
                "ru", "Купить участок «Boardwalk» за 400\u00a0$?");
    }

    @Test
    void anAuctionBeforeAnyBidSaysWhereBidsStart() {
        openScenario("auction-bidding-from-jail");
        reads("en", "Auction of Oriental Avenue: no bid yet \u2014 bids start at $1.",
                "ru", "Аукцион за участок «Oriental Avenue»: ставок пока нет\u00a0\u2014 торги начинаются с 1\u00a0$.",
                "fr", "Enchères pour la propriété Oriental Avenue\u00a0: aucune offre pour l'instant \u2014 mise à prix 1\u00a0$.");
    }

    @Test
    void anAuctionShowsTheHighBidAndItsBidder() {
        openScenario("auction-drop-out");
        reads("en", "Auction of Boardwalk: high bid $300, by Ann.",
                "fr", "Enchères pour la propriété Boardwalk\u00a0: meilleure offre de 300\u00a0$ (Ann).",
                "ru", "Аукцион за участок «Boardwalk»: высшая ставка 300\u00a0$ (Ann).");
        // Once the moves are not about a deal, the group's name is back and the deal is gone.
        playExpected(1);
        assertThat(deal()).isEqualTo("(hidden)");
    }
}
