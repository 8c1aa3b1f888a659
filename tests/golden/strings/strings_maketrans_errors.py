# maketrans argument errors.
for args in [("ab", "c"), ("a",), ({"ab": 1},)]:
    try:
        str.maketrans(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: ValueError the first two maketrans arguments must have equal length
# expect: TypeError if you give only one argument to maketrans it must be a dict
# expect: ValueError string keys in translate table must be of length 1
