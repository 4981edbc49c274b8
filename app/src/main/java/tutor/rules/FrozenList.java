package tutor.rules;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A read-only list over an array that nobody will write again: the working copy of a ruling
 * hands its arrays to the next state through this, instead of copying them twice (once into an
 * immutable list, once more in the state's constructor). Only {@link Play#freeze()} makes one,
 * at the very end of a ruling, after which the ruling's arrays are never touched.
 */
final class FrozenList<T> extends AbstractList<T> implements RandomAccess {

    private final T[] items;

    FrozenList(T[] items) {
        this.items = items;
    }

    @Override
    public T get(int index) {
        return items[index];
    }

    @Override
    public int size() {
        return items.length;
    }

    /** A fresh copy of the array, of its own type (no reflection, unlike {@code toArray(new T[0])}). */
    T[] copyOfArray() {
        return items.clone();
    }

    @Override
    public Object[] toArray() {
        return items.clone();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <A> A[] toArray(A[] a) {
        if (a.length < items.length) {
            return (A[]) java.util.Arrays.copyOf(items, items.length, a.getClass());
        }
        System.arraycopy(items, 0, a, 0, items.length);
        if (a.length > items.length) {
            a[items.length] = null;
        }
        return a;
    }
}
