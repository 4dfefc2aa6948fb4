package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.debug.Breakpoints;
import java.util.Locale;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;

/**
 * The player's BREAKPOINTS section in the page (docs/player.md "Breakpoints"), element {@code breakpoints}: the
 * three "after" check boxes, the graph's states each with <em>Before entering</em> and <em>Before exiting</em>, and
 * each breakpoint set listed with ✕ to remove it. F9 opens it and gives it the keyboard: Tab goes from control to
 * control, Enter and Space press them, and no key pressed there reaches the run; Escape or F9 gives the keyboard back.
 * A click never takes the keyboard from the run, as the control buttons' do not.
 */
final class BreakpointsView {

    private final PageElements page;
    private final Breakpoints breakpoints;
    /** Whether a control of the section has the keyboard. */
    private boolean focused;

    private BreakpointsView(PageElements page, Breakpoints breakpoints) {
        this.page = page;
        this.breakpoints = breakpoints;
    }

    /** Fills the section with {@code graph}'s states and arms {@code breakpoints} from it. */
    static void listen(PageElements page, Graph graph, Breakpoints breakpoints) {
        BreakpointsView view = new BreakpointsView(page, breakpoints);
        HTMLElement section = page.element("breakpoints");
        view.afterBoxes(page.element("break-after"));
        HTMLElement states = page.element("break-states");
        for (StateDef state : graph.states()) {
            states.appendChild(view.stateRow(state.id()));
        }
        section.addEventListener("mousedown", event -> event.preventDefault()); // the keyboard stays with the run
        section.addEventListener("keydown", event -> view.keyInside((KeyboardEvent) event));
        section.addEventListener("keyup", event -> event.stopPropagation());
        section.addEventListener("focusin", event -> view.focused = true);
        section.addEventListener("focusout", event -> view.focused = false);
        Window.current().addEventListener("keydown", event -> view.f9((KeyboardEvent) event), true);
        view.listSet();
    }

    private void afterBoxes(HTMLElement into) {
        for (Breakpoints.After kind : Breakpoints.After.values()) {
            HTMLElement label = Dom.element(page, "label", null, null);
            HTMLInputElement box = (HTMLInputElement) page.document().createElement("input");
            box.setType("checkbox");
            box.setAttribute("id", "break-after-" + kind.name().toLowerCase(Locale.ROOT));
            box.addEventListener("change", event -> breakpoints.set(kind, box.isChecked()));
            label.appendChild(box);
            label.appendChild(page.document().createTextNode(" " + kind.shortWords()));
            into.appendChild(label);
        }
    }

    private HTMLElement stateRow(String id) {
        HTMLElement row = Dom.element(page, "li", null, null);
        row.setAttribute("data-state", id);
        row.appendChild(Dom.element(page, "span", "state", id));
        row.appendChild(button("entering", "Before entering", () -> breakpoints.setBeforeEntering(id, true)));
        row.appendChild(button("exiting", "Before exiting", () -> breakpoints.setBeforeExiting(id, true)));
        return row;
    }

    private HTMLElement button(String className, String text, Runnable action) {
        HTMLElement button = Dom.element(page, "button", className, text);
        button.addEventListener("click", event -> {
            action.run();
            listSet();
        });
        return button;
    }

    /** The breakpoints set, each with ✕ to remove it, as the player lists them. */
    private void listSet() {
        HTMLElement set = page.element("break-set");
        set.setTextContent("");
        breakpoints
                .beforeEntering()
                .forEach(id -> set.appendChild(
                        setRow("before entering " + id, () -> breakpoints.setBeforeEntering(id, false))));
        breakpoints
                .beforeExiting()
                .forEach(id ->
                        set.appendChild(setRow("before exiting " + id, () -> breakpoints.setBeforeExiting(id, false))));
    }

    private HTMLElement setRow(String words, Runnable remove) {
        HTMLElement row = Dom.element(page, "li", null, null);
        row.setAttribute("data-breakpoint", words);
        row.appendChild(Dom.element(page, "span", null, "● " + words));
        HTMLElement x = button("remove", "✕", remove);
        x.setAttribute("aria-label", "Remove " + words);
        row.appendChild(x);
        return row;
    }

    /** F9, anywhere: opens the section and gives it the keyboard, or gives the keyboard back. */
    private void f9(KeyboardEvent event) {
        if (!"F9".equals(event.getCode()) || event.isCtrlKey() || event.isAltKey() || event.isShiftKey()) {
            return;
        }
        event.preventDefault();
        event.stopPropagation();
        if (focused) {
            page.document().getActiveElement().blur();
        } else {
            page.element("breakpoints").setAttribute("open", "");
            page.element("break-after-error").focus();
        }
    }

    /** A key pressed in the section is the section's: Escape gives the keyboard back to the run. */
    private void keyInside(KeyboardEvent event) {
        event.stopPropagation();
        if ("Escape".equals(event.getCode())) {
            event.preventDefault();
            page.document().getActiveElement().blur();
        }
    }
}
