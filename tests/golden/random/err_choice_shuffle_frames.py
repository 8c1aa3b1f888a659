# random.choice and random.shuffle given what they cannot index (a set, a str, an int): the
# TypeError comes from random.py's line, whose frame CPython's traceback shows with its carets.
import random

random.seed(1)
for call in [lambda: random.choice({1, 2}), lambda: random.choice(5), lambda: random.shuffle("abc"),
             lambda: random.shuffle({3, 4})]:
    try:
        call()
    except TypeError as e:
        print(e)
letters = set("abc")
random.choice(letters)
# expect: 'set' object is not subscriptable
# expect: object of type 'int' has no len()
# expect: 'str' object does not support item assignment
# expect: 'set' object is not subscriptable
# expect stderr:   File "/usr/lib/python3.11/random.py", line 374, in choice
# expect stderr:     return seq[self._randbelow(len(seq))]
# expect stderr:            ~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect runtime error: TypeError: 'set' object is not subscriptable
