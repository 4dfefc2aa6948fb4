package dev.stagestack.runtime.look;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How a state is shown wherever it is drawn — the player's placeholder screens and chain, and the web
 * page (docs/player.md "What you see", docs/web.md): its colour, the line under its name, the transitions
 * its card lists and how it writes their actions, and the mark an entry of it carries in a chain. No
 * toolkit here, so the player (JavaFX) and the page (compiled to JavaScript) draw from one place.
 */
public final class StateLook {

    /** The colour of a state without one (or with a malformed one), as {@code 0xRRGGBB}. */
    public static final int FALLBACK_RGB = 0x3b4252;

    /** The mark of the entry flagged for restart (the next restart step frees and inits it). */
    public static final String RESTART_MARK = "↻ restart";

    private StateLook() {}

    /** The state's colour from the graph ({@code #rrggbb}, docs/format.md) as {@code 0xRRGGBB}; else {@link #FALLBACK_RGB}. */
    public static int rgb(String color) {
        if (color == null || color.length() != 7 || color.charAt(0) != '#') {
            return FALLBACK_RGB;
        }
        int rgb = 0;
        for (int i = 1; i < 7; i++) {
            int digit = Character.digit(color.charAt(i), 16);
            if (digit < 0) {
                return FALLBACK_RGB;
            }
            rgb = rgb * 16 + digit;
        }
        return rgb;
    }

    /** The line under a state's name: {@code pause  ·  covered: freeze  ·  overlay}. */
    public static String meta(StateDef state) {
        return state.id() + "  ·  covered: " + state.covered().jsonName() + (state.overlay() ? "  ·  overlay" : "");
    }

    /**
     * The mark an entry carries in a chain: {@link #RESTART_MARK} on the entry flagged for restart, nothing
     * on head's or staging's tip, else its state's covered policy ({@code freeze}, {@code update},
     * {@code hide}).
     */
    public static String chainMark(CoveredPolicy policy, boolean tip, boolean restarting) {
        if (restarting) {
            return RESTART_MARK;
        }
        return tip ? "" : policy.jsonName();
    }

    /**
     * The transitions an entry of a state may fire — its own, its groups', every state's, in the order they
     * are tried (docs/semantics.md §21.2) — less those that never fire because one before them has the same
     * trigger and neither a guard nor {@code once}: the state's own key hides the global one it overrides.
     */
    public static List<Transition> shown(List<Transition> applying) {
        List<Transition> out = new ArrayList<>();
        Set<Trigger> always = new HashSet<>();
        for (Transition t : applying) {
            if (always.contains(t.trigger())) {
                continue;
            }
            out.add(t);
            if (t.when() == null && !t.once()) {
                always.add(t.trigger());
            }
        }
        return out;
    }

    /** A transition's actions as a card's chip writes them: {@code push pause, pop}. */
    public static String actions(Transition t) {
        StringBuilder sb = new StringBuilder();
        t.actions().forEach(a -> sb.append(sb.length() == 0 ? "" : ", ").append(a.describe()));
        return sb.toString();
    }
}
