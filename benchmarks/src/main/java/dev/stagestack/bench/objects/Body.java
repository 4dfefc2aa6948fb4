package dev.stagestack.bench.objects;

import com.artemis.Component;

/**
 * A {@link Ball} as an ECS component, for the peer stores (Artemis-odb needs a {@link Component}
 * subclass, Ashley its own {@code Component} interface; Dominion takes any object): the same four
 * {@code double}s and the same update.
 */
public final class Body extends Component implements com.badlogic.ashley.core.Component {

    double x;
    double y;
    double vx;
    double vy;

    /** Copies a ball's place and speed. */
    void set(double[] xs, double[] ys, double[] vxs, double[] vys, int i) {
        x = xs[i];
        y = ys[i];
        vx = vxs[i];
        vy = vys[i];
    }

    /** {@link Ball#update}. */
    void update(Arena arena) {
        x += vx * arena.tickSeconds();
        y += vy * arena.tickSeconds();
        if (x < 0 || x > arena.width()) {
            vx = -vx;
        }
        if (y < 0 || y > arena.height()) {
            vy = -vy;
        }
    }
}
