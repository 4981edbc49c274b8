package tutor.data;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * A read-only map of bundled files by id, each file read the first time its id is asked for: a command that plays
 * one edition reads that edition's ruleset, board and cards, not the other eleven. The ids are known without reading
 * ({@link #keySet()}); going through the values or entries reads every file. Reading a file may ask for another
 * of the same map (an edition that extends another), so the lock is the bundle's, held while reading.
 */
final class OnDemand<V> extends AbstractMap<String, V> {

    private final Object lock;
    private final Set<String> ids;
    private final Function<String, V> reader;
    private final Map<String, V> read = new HashMap<>();

    OnDemand(Object lock, List<String> ids, Function<String, V> reader) {
        this.lock = lock;
        this.ids = Collections.unmodifiableSet(new LinkedHashSet<>(ids));
        this.reader = reader;
    }

    @Override
    public V get(Object key) {
        if (!ids.contains(key)) {
            return null;
        }
        synchronized (lock) {
            V v = read.get(key);
            if (v == null) {
                v = reader.apply((String) key);
                read.put((String) key, v);
            }
            return v;
        }
    }

    /** Whether the file of this id has been read (tests of what a command reads). */
    boolean isRead(String id) {
        synchronized (lock) {
            return read.containsKey(id);
        }
    }

    @Override
    public boolean containsKey(Object key) {
        return ids.contains(key);
    }

    @Override
    public Set<String> keySet() {
        return ids;
    }

    @Override
    public int size() {
        return ids.size();
    }

    @Override
    public Set<Entry<String, V>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, V>> iterator() {
                Iterator<String> keys = ids.iterator();
                return new Iterator<>() {
                    @Override
                    public boolean hasNext() {
                        return keys.hasNext();
                    }

                    @Override
                    public Entry<String, V> next() {
                        String k = keys.next();
                        return new SimpleImmutableEntry<>(k, get(k));
                    }
                };
            }

            @Override
            public int size() {
                return ids.size();
            }
        };
    }
}
