package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetKind;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.look.StateLook;
import dev.stagestack.runtime.look.TimerRing;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Node;

/**
 * One state drawn as the player's placeholder screen draws it (docs/player.md "What you see"): its colour,
 * name, the line with its id and covered policy, its notes, the images it loaded side by side, a button per
 * {@code button} trigger, chips for the keys it answers to, a chip per signal that raises it, and its motion
 * indicator and timer rings ({@link CardIndicators}). Only head's buttons and chips can be pressed; covered
 * entries show theirs greyed out.
 */
final class StateCard {

    private final PageElements page;
    private final Graph graph;
    private final Consumer<InputEvent> offer;
    private final AssetCache assets;

    /**
     * A card drawn: its element and its indicators, which are shown again each frame.
     *
     * @param card       the card's element
     * @param indicators its motion indicator and timer rings
     */
    record Drawn(HTMLElement card, CardIndicators indicators) {}

    StateCard(PageElements page, Graph graph, Consumer<InputEvent> offer, AssetCache assets) {
        this.page = page;
        this.graph = graph;
        this.offer = offer;
        this.assets = assets;
    }

    /** The card of {@code state}, its buttons enabled when it is {@code head}. */
    Drawn of(StateDef state, boolean head) {
        HTMLElement card = element("div", "card", null);
        card.setAttribute("data-state", state.id());
        colour(card, state.color());
        card.appendChild(element("h2", null, state.name()));
        card.appendChild(element("p", "meta", StateLook.meta(state)));
        if (state.notes() != null && !state.notes().isBlank()) {
            card.appendChild(element("p", "notes", state.notes()));
        }
        images(card, state);
        List<Transition> shown = StateLook.shown(graph.transitionsApplyingTo(state));
        buttons(card, shown, head);
        keys(card, shown);
        signals(card, shown, head);
        return new Drawn(card, CardIndicators.add(page, card, state.covered(), TimerRing.of(shown, graph.tickRate())));
    }

    /** Sets {@code --state-color} and {@code --state-dark} (the player's gradient: 45 % of its brightness). */
    static void colour(HTMLElement element, String color) {
        int rgb = StateLook.rgb(color);
        element.getStyle().setProperty("--state-color", css(rgb, 1));
        element.getStyle().setProperty("--state-dark", css(rgb, 0.45));
    }

    private static String css(int rgb, double brightness) {
        return "rgb(" + channel(rgb >> 16, brightness) + ", " + channel(rgb >> 8, brightness) + ", "
                + channel(rgb, brightness) + ")";
    }

    private static long channel(int value, double brightness) {
        return Math.round((value & 0xff) * brightness);
    }

    private void buttons(HTMLElement card, List<Transition> shown, boolean head) {
        Set<String> labels = new LinkedHashSet<>();
        for (Transition t : shown) {
            if (t.trigger().type() == TriggerType.BUTTON) {
                labels.add(t.trigger().text());
            }
        }
        if (labels.isEmpty()) {
            return;
        }
        HTMLElement row = section(card, "Buttons");
        for (String label : labels) {
            row.appendChild(pressable("state-button", label, head, InputEvent.button(label)));
        }
    }

    private void signals(HTMLElement card, List<Transition> shown, boolean head) {
        HTMLElement row = null;
        for (Transition t : shown) {
            if (t.trigger().type() == TriggerType.SIGNAL) {
                row = row == null ? section(card, "Signals (click to raise)") : row;
                String name = t.trigger().text();
                String text = "⚡ " + name + "  →  " + StateLook.actions(t);
                row.appendChild(pressable("chip signal-chip", text, head, InputEvent.signal(name)));
            }
        }
    }

    /**
     * The images of the state that its entry loaded, in the graph file's order, each the page's picture of the
     * file (a copy of the run's {@code <img>}, its path in {@code data-path}); those that did not load are left out.
     */
    private void images(HTMLElement card, StateDef state) {
        HTMLElement row = null;
        for (String path : state.assets().images().values()) {
            Optional<Object> loaded = assets.value(new AssetKey(AssetKind.IMAGE, path));
            if (loaded.isPresent() && loaded.get() instanceof PageMedia picture) {
                if (row == null) {
                    row = element("div", "images", null);
                    card.appendChild(row);
                }
                HTMLElement image =
                        picture.element().<Node>cast().cloneNode(false).cast();
                image.setAttribute("data-path", path);
                row.appendChild(image);
            }
        }
    }

    private void keys(HTMLElement card, List<Transition> shown) {
        HTMLElement row = null;
        for (Transition t : shown) {
            if (t.trigger().type() == TriggerType.KEY) {
                row = row == null ? section(card, "Keys") : row;
                row.appendChild(element("span", "chip", t.trigger().text() + "  →  " + StateLook.actions(t)));
            }
        }
    }

    private HTMLElement section(HTMLElement card, String title) {
        card.appendChild(element("p", "section", title));
        HTMLElement row = element("div", "row", null);
        card.appendChild(row);
        return row;
    }

    private HTMLElement pressable(String className, String text, boolean enabled, InputEvent event) {
        HTMLElement button = element("button", className, text);
        if (enabled) {
            button.addEventListener("click", e -> offer.accept(event));
        } else {
            button.setAttribute("disabled", "");
        }
        return button;
    }

    private HTMLElement element(String tag, String className, String text) {
        return Dom.element(page, tag, className, text);
    }
}
