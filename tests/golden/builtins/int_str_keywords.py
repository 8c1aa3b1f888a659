# int()'s x is positional-only (CPython's message for any keyword but base); str(object=x) is str(x).
for f in (lambda: int(x=1), lambda: int("5", base=10), lambda: float(x=1), lambda: str(object="a"), lambda: int("1", bas=2), lambda: bool(x=1), lambda: list(iterable=[1])):
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
# expect: TypeError: 'x' is an invalid keyword argument for int()
# expect: 5
# expect: TypeError: float() takes no keyword arguments
# expect: a
# expect: TypeError: 'bas' is an invalid keyword argument for int()
# expect: TypeError: bool() takes no keyword arguments
# expect: TypeError: list() takes no keyword arguments
