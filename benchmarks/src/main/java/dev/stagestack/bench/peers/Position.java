package dev.stagestack.bench.peers;

import com.artemis.Component;

/** The component every looked-up object carries: a position, as an Artemis component and a plain object. */
public final class Position extends Component {

    public double x;
    public double y;
}
