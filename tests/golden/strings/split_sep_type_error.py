# split's separator must be str or None: CPython's message.
try:
    "a b".split(1)
except TypeError as e:
    print(e)
"a b".rsplit(2.5)

# expect: must be str or None, not int
# expect runtime error: TypeError: must be str or None, not float
