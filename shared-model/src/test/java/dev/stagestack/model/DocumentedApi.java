package dev.stagestack.model;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.DocTrees;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Finds the public API members without a Javadoc comment in a source tree, with the JDK's own parser:
 * public and protected types, constructors, methods and fields of visible types, interface members and
 * enum constants. Methods marked {@code @Override} inherit their comment. (Tags such as {@code @param}
 * are not required; the javadoc build checks the rest of doclint.)
 */
public final class DocumentedApi {

    private DocumentedApi() {}

    /**
     * @param sourceRoot a module's {@code src/main/java}
     * @return one line per undocumented member, {@code path:line: name}
     * @throws IOException when the sources cannot be read
     */
    public static List<String> undocumented(Path sourceRoot) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        List<String> missing = new ArrayList<>();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8);
                Stream<Path> walk = Files.walk(sourceRoot)) {
            List<Path> sources = walk.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !p.getFileName().toString().equals("package-info.java"))
                    .toList();
            JavacTask task = (JavacTask) compiler.getTask(
                    null, files, null, List.of("-proc:none"), null, files.getJavaFileObjectsFromPaths(sources));
            DocTrees trees = DocTrees.instance(task);
            for (CompilationUnitTree unit : task.parse()) {
                new Scanner(trees, unit, sourceRoot, missing).scan(new TreePath(unit), null);
            }
        }
        return missing;
    }

    private static final class Scanner extends TreePathScanner<Void, Boolean> {
        private final DocTrees trees;
        private final CompilationUnitTree unit;
        private final Path root;
        private final List<String> missing;

        Scanner(DocTrees trees, CompilationUnitTree unit, Path root, List<String> missing) {
            this.trees = trees;
            this.unit = unit;
            this.root = root;
            this.missing = missing;
        }

        @Override
        public Void visitClass(ClassTree type, Boolean enclosingVisible) {
            TreePath here = getCurrentPath();
            boolean visible = (enclosingVisible == null || enclosingVisible) && visibleIn(type.getModifiers());
            if (visible) {
                checkAt(here, type.getSimpleName().toString());
            }
            for (Tree member : type.getMembers()) {
                TreePath path = new TreePath(here, member);
                if (member instanceof ClassTree) {
                    scan(path, visible);
                } else if (visible
                        && member instanceof MethodTree method
                        && visibleMember(type, method.getModifiers())
                        && !overrides(method)
                        && !isImplicit(method)) {
                    checkAt(path, name(type, method));
                } else if (visible
                        && member instanceof VariableTree field
                        && (isEnumConstant(type, field) || visibleMember(type, field.getModifiers()))) {
                    checkAt(path, field.getName().toString());
                }
            }
            return null;
        }

        private void checkAt(TreePath path, String name) {
            if (trees.getDocCommentTree(path) == null) {
                long line = unit.getLineMap()
                        .getLineNumber(trees.getSourcePositions().getStartPosition(unit, path.getLeaf()));
                missing.add(root.toAbsolutePath()
                                .relativize(Path.of(unit.getSourceFile().toUri())) + ":" + line + ": " + name);
            }
        }

        private static String name(ClassTree type, MethodTree method) {
            String name = method.getName().toString();
            return name.equals("<init>") ? type.getSimpleName() + " constructor" : name + "()";
        }

        private boolean visibleIn(ModifiersTree modifiers) {
            Tree parent = getCurrentPath().getParentPath().getLeaf();
            if (parent instanceof ClassTree outer && isInterfaceLike(outer)) {
                return !modifiers.getFlags().contains(Modifier.PRIVATE);
            }
            return modifiers.getFlags().contains(Modifier.PUBLIC)
                    || modifiers.getFlags().contains(Modifier.PROTECTED);
        }

        private static boolean visibleMember(ClassTree type, ModifiersTree modifiers) {
            if (isInterfaceLike(type)) {
                return !modifiers.getFlags().contains(Modifier.PRIVATE);
            }
            return modifiers.getFlags().contains(Modifier.PUBLIC)
                    || modifiers.getFlags().contains(Modifier.PROTECTED);
        }

        private static boolean isInterfaceLike(ClassTree type) {
            return type.getKind() == Tree.Kind.INTERFACE || type.getKind() == Tree.Kind.ANNOTATION_TYPE;
        }

        private static boolean isEnumConstant(ClassTree type, VariableTree field) {
            return type.getKind() == Tree.Kind.ENUM
                    && field.getInitializer() instanceof NewClassTree created
                    && created.getIdentifier()
                            .toString()
                            .equals(type.getSimpleName().toString())
                    && !field.getModifiers().getFlags().contains(Modifier.PRIVATE);
        }

        private static boolean overrides(MethodTree method) {
            return method.getModifiers().getAnnotations().stream()
                    .anyMatch(a -> a.getAnnotationType().toString().equals("Override"));
        }

        /** A record's or enum's constructor the compiler writes has no position in the source. */
        private boolean isImplicit(MethodTree method) {
            return trees.getSourcePositions().getStartPosition(unit, method) < 0;
        }
    }
}
