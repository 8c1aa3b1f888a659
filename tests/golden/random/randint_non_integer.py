# random.randint/randrange given a str or a non-integral float: CPython's randrange tries
# _index, then int(), and raises ValueError("non-integer ...") in the TypeError's context (a
# DeprecationWarning first when the program called randrange itself); randint's b+1 comes first.
import random

random.seed(3)
for call in [lambda: random.randint(1, "6"), lambda: random.randint(1.5, 6), lambda: random.randrange(2.0, 5)]:
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e, type(e.__context__).__name__)
sides = input_text = "6"
random.randint(sides, 10)
# expect: TypeError can only concatenate str (not "int") to str NoneType
# expect: ValueError non-integer arg 1 for randrange() TypeError
# expect: 2
# expect stderr: randint_non_integer.py:7: DeprecationWarning: non-integer arguments to randrange() have been deprecated since Python 3.10 and will be removed in a subsequent version
# expect stderr:   File "/usr/lib/python3.11/random.py", line 295, in randrange
# expect stderr:     istart = _index(start)
# expect stderr: TypeError: 'str' object cannot be interpreted as an integer
# expect stderr: During handling of the above exception, another exception occurred:
# expect stderr:   File "/usr/lib/python3.11/random.py", line 301, in randrange
# expect runtime error: ValueError: non-integer arg 1 for randrange()
