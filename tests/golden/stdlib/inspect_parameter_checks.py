# inspect.Parameter checks its kind (the enum or its int), a variadic one's default and its
# name as CPython (any name and kind object were taken before, making unprintable signatures).
import inspect
P = inspect.Parameter
for args, kw in [(("x", 99), {}), (("x", "k"), {}), (("x", 0), {}), (("x", P.VAR_KEYWORD), {"default": 1}),
                 (("x", P.VAR_POSITIONAL), {"default": None}), (("1x", 0), {}), (("for", 1), {}), ((5, 1), {})]:
    try:
        p = P(*args, **kw)
        print(repr(p), p.kind)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# expect: ValueError value 99 is not a valid Parameter.kind
# expect: ValueError value 'k' is not a valid Parameter.kind
# expect: <Parameter "x"> POSITIONAL_ONLY
# expect: ValueError variadic keyword parameters cannot have default values
# expect: ValueError variadic positional parameters cannot have default values
# expect: ValueError '1x' is not a valid parameter name
# expect: ValueError 'for' is not a valid parameter name
# expect: TypeError name must be a str, not a int
