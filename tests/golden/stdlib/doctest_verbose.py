# verbose=True shows each example tried and a summary of every item.
import doctest


def double(x):
    """
    >>> double(2)
    4
    >>> y = double(1)
    """
    return 2 * x


def plain():
    return None


doctest.testmod(verbose=True)

# expect: Trying:
# expect:     double(2)
# expect: Expecting:
# expect:     4
# expect: ok
# expect: Trying:
# expect:     y = double(1)
# expect: Expecting nothing
# expect: ok
# expect: 2 items had no tests:
# expect:     __main__
# expect:     __main__.plain
# expect: 1 items passed all tests:
# expect:    2 tests in __main__.double
# expect: 2 tests in 3 items.
# expect: 2 passed and 0 failed.
# expect: Test passed.
