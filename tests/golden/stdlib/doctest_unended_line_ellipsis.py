# Output that does not end its line still matches (doctest ends it), and an iterator's repr
# has its address, so "<map object at ...>" matches under ELLIPSIS.
import doctest


def show(xs):
    """
    >>> show([1, 2, 3])
    1,2,3
    >>> map(str, [1])  # doctest: +ELLIPSIS
    <map object at 0x...>
    >>> iter([])  # doctest: +ELLIPSIS
    <list_iterator object at ...>
    """
    print(",".join(map(str, xs)), end="")


print(doctest.testmod())
# expect: TestResults(failed=0, attempted=3)
