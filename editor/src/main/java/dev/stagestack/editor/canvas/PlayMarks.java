package dev.stagestack.editor.canvas;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

/**
 * What Play shows on the canvas: the head, covered entries by their state's policy with their
 * place on the stack, transitions that a click can fire, and a flash on each fired transition.
 */
public final class PlayMarks {
    /** How long a fired transition stays highlighted. */
    public static final Duration FLASH = Duration.millis(700);

    private final GraphCanvas canvas;
    private final Set<String> marked = new HashSet<>();
    private final Set<String> fireable = new HashSet<>();
    private final Map<String, PauseTransition> flashes = new HashMap<>();

    public PlayMarks(GraphCanvas canvas) {
        this.canvas = canvas;
    }

    /** Marks the stack, bottom first (state ids; a state may appear more than once). */
    public void showStack(List<String> bottomUp) {
        marked.forEach(id -> skin(id, s -> s.showPlay(null, null)));
        marked.clear();
        for (int i = 0; i < bottomUp.size(); i++) {
            String id = bottomUp.get(i);
            boolean head = i == bottomUp.size() - 1;
            String place = "#" + (i + 1);
            skin(
                    id,
                    s -> s.showPlay(
                            head ? PlayMark.HEAD : PlayMark.covered(s.state().covered()), place));
            marked.add(id);
        }
    }

    /** Marks exactly these transitions as fireable by a click. */
    public void showFireable(Set<String> transitionIds) {
        fireable.forEach(id -> edge(id, t -> t.showFireable(false)));
        fireable.clear();
        fireable.addAll(transitionIds);
        fireable.forEach(id -> edge(id, t -> t.showFireable(true)));
    }

    /** Highlights a transition for {@link #FLASH}. */
    public void flash(String transitionId) {
        edge(transitionId, t -> t.showFired(true));
        PauseTransition off = flashes.computeIfAbsent(transitionId, id -> new PauseTransition(FLASH));
        off.setOnFinished(e -> edge(transitionId, t -> t.showFired(false)));
        off.playFromStart();
    }

    /** Removes every Play mark. */
    public void clear() {
        showStack(List.of());
        showFireable(Set.of());
        flashes.forEach((id, pause) -> {
            pause.stop();
            edge(id, t -> t.showFired(false));
        });
        flashes.clear();
    }

    private void skin(String id, java.util.function.Consumer<StateSkin> action) {
        StateSkin skin = canvas.stateSkins().get(id);
        if (skin != null) {
            action.accept(skin);
        }
    }

    private void edge(String id, java.util.function.Consumer<TransitionSkin> action) {
        TransitionSkin skin = canvas.edgeSkins().get(id);
        if (skin != null) {
            action.accept(skin);
        }
    }
}
