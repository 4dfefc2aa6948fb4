package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.ChainLayout;
import dev.stagestack.player.fx.model.ChainMark;

/**
 * What the marks of a chain drawn by {@link ChainSvg} mean, as an HTML list for a handout
 * (docs/teaching.md, "Handouts"): each mark drawn as the chain draws it, in the light palette,
 * with a line about it (docs/semantics.md §3 for head and staging, §6 for the cover policies).
 */
final class ChainLegend {

    private static final PlayerPalette PALETTE = PlayerPalette.LIGHT;

    private ChainLegend() {}

    /** The legend: a heading and one item per mark. */
    static String html() {
        String solid = ChainSvg.hex(PALETTE.border());
        return "<section class=\"legend\">\n<h2>How to read the chains</h2>\n<ul>\n"
                + item(
                        box(solid, "solid", "state#7"),
                        "an entry, <code>state#serial</code>; its arrow points to the entry"
                                + " under it, the top of the stack is at the top")
                + item(pill("HEAD", PALETTE.head()), "the top of head's chain: what runs now")
                + item(
                        pill("STAGING", PALETTE.staging()),
                        "the top of staging's chain: what will run once the next commit is done")
                + item(
                        box(solid, "solid", "shared"),
                        "plain border: on both chains, the next commit leaves it where it is")
                + item(
                        box(mark(ChainMark.EXITING), "dashed", "exiting"),
                        "orange dashes: on head's chain only," + " the next commit exits it")
                + item(
                        box(mark(ChainMark.ENTERING), "dashed", "entering"),
                        "green dashes: on staging's chain only," + " the next commit enters it")
                + item(
                        "<s style=\"color: " + mark(ChainMark.DISCARDED) + "\">discarded</s>",
                        "struck through, in a row"
                                + " underneath: pushed and popped before any commit, none of its callbacks ever runs")
                + item(
                        pill("freeze", PALETTE.muted()) + " " + pill("update", PALETTE.muted()) + " "
                                + pill("hide", PALETTE.muted()),
                        "a covered entry's policy: drawn and not updated, drawn and" + " updated, neither")
                + item(
                        pill(ChainLayout.RESTART_BADGE, PALETTE.muted()),
                        "the entry the next restart step frees and" + " initialises again")
                + "</ul>\n</section>\n";
    }

    private static String mark(ChainMark mark) {
        return ChainSvg.hex(PALETTE.of(mark));
    }

    private static String item(String sample, String meaning) {
        return "<li><span class=\"sample\">" + sample + "</span> " + meaning + "</li>\n";
    }

    private static String box(String colour, String line, String text) {
        return "<span style=\"border: 2px " + line + " " + colour + "; border-radius: 4px; padding: 0 0.4em;"
                + " font-family: monospace\">" + ChainSvg.escape(text) + "</span>";
    }

    private static String pill(String text, javafx.scene.paint.Color colour) {
        return "<span style=\"color: " + ChainSvg.hex(colour) + "; border: 1px solid " + ChainSvg.hex(colour)
                + "; border-radius: 7px; padding: 0 0.4em; font-family: monospace; font-size: 0.8em\">"
                + ChainSvg.escape(text) + "</span>";
    }
}
