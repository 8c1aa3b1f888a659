"""Expected tracebacks match on their last line; ELLIPSIS, NORMALIZE_WHITESPACE, SKIP and
<BLANKLINE> as doctest documents them."""


def parse(text):
    """
    >>> parse("12")
    12
    >>> parse("x")
    Traceback (most recent call last):
      ...
    ValueError: invalid literal for int() with base 10: 'x'
    >>> {}["k"]
    Traceback (most recent call last):
    KeyError: 'k'
    >>> list(range(30))  # doctest: +ELLIPSIS
    [0, 1, 2, ..., 29]
    >>> list(range(5))  # doctest: +NORMALIZE_WHITESPACE
    [0,   1,
     2, 3, 4]
    >>> print("a\\n\\nb")
    a
    <BLANKLINE>
    b
    >>> undefined_name  # doctest: +SKIP
    """
    return int(text)


import doctest
print(doctest.testmod())
# expect: TestResults(failed=0, attempted=6)
