package dev.geolookup.search.index;

import java.util.Arrays;

/**
 * The first {@value #DEPTH} levels of the {@link RelevanceIndex}'s word starts read as a trie, kept: the root's
 * children (the first code points of every text), theirs and theirs again, each with its range of entries. A
 * typo-tolerant search enumerates these levels whole for every query, where finding each child in the sorted entries
 * would cost a binary search. Node 0 is the root; a node's children are the nodes firstChild to childEnd, in code
 * point order; the last level has no children kept.
 */
public final class TrieTop {

    static final int DEPTH = 3;

    public final int[] codePoint;
    public final int[] from;
    public final int[] to;
    public final int[] byteDepth;
    public final int[] firstChild;
    public final int[] childEnd;

    private TrieTop(int[] codePoint, int[] from, int[] to, int[] byteDepth, int[] firstChild, int[] childEnd) {
        this.codePoint = codePoint;
        this.from = from;
        this.to = to;
        this.byteDepth = byteDepth;
        this.firstChild = firstChild;
        this.childEnd = childEnd;
    }

    static TrieTop of(RelevanceIndex index) {
        Builder nodes = new Builder();
        nodes.add(-1, 0, index.entries(), 0);
        int levelStart = 0;
        for (int level = 0; level < DEPTH; level++) {
            int levelEnd = nodes.size;
            for (int node = levelStart; node < levelEnd; node++) {
                nodes.firstChild[node] = nodes.size;
                int depth = nodes.byteDepth[node];
                int end = nodes.to[node];
                int child = nodes.from[node] < end && index.byteAt(nodes.from[node], depth) < 0
                        ? CodePointWalk.firstNotEndingAt(index, nodes.from[node], end, depth) : nodes.from[node];
                while (child < end) {
                    int length = CodePointWalk.utf8Length(index.byteAt(child, depth));
                    int childTo = CodePointWalk.endOfCodePoint(index, child, end, depth, length);
                    nodes.add(CodePointWalk.codePointAt(index, child, depth, length), child, childTo, depth + length);
                    child = childTo;
                }
                nodes.childEnd[node] = nodes.size;
            }
            levelStart = levelEnd;
        }
        for (int node = levelStart; node < nodes.size; node++) {
            nodes.firstChild[node] = -1;
            nodes.childEnd[node] = -1;
        }
        return nodes.build();
    }

    /** The child of the node with this code point, or -1; the node must have its children kept. */
    public int child(int node, int wanted) {
        int found = Arrays.binarySearch(codePoint, firstChild[node], childEnd[node], wanted);
        return found >= 0 ? found : -1;
    }

    public boolean hasChildrenKept(int node) {
        return node >= 0 && firstChild[node] >= 0;
    }

    long sizeInBytes() {
        return 24L * codePoint.length;
    }

    private static final class Builder {
        int[] codePoint = new int[1024];
        int[] from = new int[1024];
        int[] to = new int[1024];
        int[] byteDepth = new int[1024];
        int[] firstChild = new int[1024];
        int[] childEnd = new int[1024];
        int size;

        void add(int point, int start, int end, int depth) {
            if (size == codePoint.length) {
                int grown = size * 2;
                codePoint = Arrays.copyOf(codePoint, grown);
                from = Arrays.copyOf(from, grown);
                to = Arrays.copyOf(to, grown);
                byteDepth = Arrays.copyOf(byteDepth, grown);
                firstChild = Arrays.copyOf(firstChild, grown);
                childEnd = Arrays.copyOf(childEnd, grown);
            }
            codePoint[size] = point;
            from[size] = start;
            to[size] = end;
            byteDepth[size] = depth;
            size++;
        }

        TrieTop build() {
            return new TrieTop(Arrays.copyOf(codePoint, size), Arrays.copyOf(from, size), Arrays.copyOf(to, size),
                    Arrays.copyOf(byteDepth, size), Arrays.copyOf(firstChild, size), Arrays.copyOf(childEnd, size));
        }
    }
}
