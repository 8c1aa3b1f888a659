# random's errors raised inside random.py show its frames (randint's call to randrange, then
# the raise), as CPython's traceback does; caught, they are the same exceptions.
import random

for call in ["random.choice([])", "random.sample([1, 2], 3)", "random.randrange(0)", "random.randrange(0, 10, 0)",
             "random.sample({1, 2}, 1)"]:
    try:
        eval(call)
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
low, high = 10, 1
print(random.randint(low, high))
# expect: IndexError Cannot choose from an empty sequence
# expect: ValueError Sample larger than population or is negative
# expect: ValueError empty range for randrange()
# expect: ValueError zero step for randrange()
# expect: TypeError Population must be a sequence.  For dicts or sets, use sorted(d).
# expect stderr:   File "/usr/lib/python3.11/random.py", line 362, in randint
# expect stderr:     return self.randrange(a, b+1)
# expect stderr:            ^^^^^^^^^^^^^^^^^^^^^^
# expect stderr:   File "/usr/lib/python3.11/random.py", line 345, in randrange
# expect stderr:     raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
# expect runtime error: ValueError: empty range for randrange() (10, 2, -8)
