package dev.stagestack.web.browser;

import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The behaviours compiled into this page program: the {@link BehaviorProvider}s registered in
 * {@code META-INF/services} on the class path TeaVM compiled (TeaVM lists them when it compiles; the page's
 * {@code ServiceLoader} iterates them but has no {@code stream()}). None in the web module's own program.
 */
final class PageBehaviors {

    private PageBehaviors() {}

    static BehaviorRegistry registry() {
        List<BehaviorProvider> providers = new ArrayList<>();
        for (BehaviorProvider provider : ServiceLoader.load(BehaviorProvider.class)) {
            providers.add(provider);
        }
        return BehaviorRegistry.of(providers);
    }
}
