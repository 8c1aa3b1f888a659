"""A module whose examples all pass: testmod prints nothing and counts them.

>>> area(2, 3)
6
"""


def area(w, h):
    """The area of a rectangle.

    >>> area(3, 4)
    12
    >>> [area(i, i) for i in range(4)]
    [0, 1, 4, 9]
    >>> total = area(2, 2)
    >>> total + 1
    5
    >>> for i in range(2):
    ...     print(i, area(i, 2))
    0 0
    1 2
    >>> area(2, 2) == 4
    True
    >>> area(1, 1) == 1
    1
    """
    return w * h


class Counter:
    """Counts calls.

    >>> c = Counter()
    >>> c.tick(); c.tick()
    >>> c.n
    2
    """

    def __init__(self):
        self.n = 0

    def tick(self):
        """Adds one; returns nothing.

        >>> Counter().tick()
        """
        self.n += 1


if __name__ == "__main__":
    import doctest
    print(doctest.testmod())

# expect: TestResults(failed=0, attempted=12)
