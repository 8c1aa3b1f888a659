# The random module's functions are bound methods of a hidden Random in CPython, written in
# Python: a wrong call gets a Python method's message (named Random.<name>, counting self),
# and the arguments can be given by keyword.
import random

for call in ["random.randint(1)", "random.randint(1, 2, 3)", "random.choice()", "random.shuffle()",
             "random.sample([1, 2])", "random.uniform(1)", "random.randrange(1, 2, 3, 4)",
             "random.gauss(1, 2, 3)", "random.random(1)", "random.Random(4).randint(5)"]:
    try:
        eval(call)
    except TypeError as e:
        print(e)
random.seed(7)
print(random.choice(seq="xyz"), random.randint(a=1, b=3))
random.randint(10)
# expect: Random.randint() missing 1 required positional argument: 'b'
# expect: Random.randint() takes 3 positional arguments but 4 were given
# expect: Random.choice() missing 1 required positional argument: 'seq'
# expect: Random.shuffle() missing 1 required positional argument: 'x'
# expect: Random.sample() missing 1 required positional argument: 'k'
# expect: Random.uniform() missing 1 required positional argument: 'b'
# expect: Random.randrange() takes from 2 to 4 positional arguments but 5 were given
# expect: Random.gauss() takes from 1 to 3 positional arguments but 4 were given
# expect: Random.random() takes no arguments (1 given)
# expect: Random.randint() missing 1 required positional argument: 'b'
# expect: y 1
# expect runtime error: TypeError: Random.randint() missing 1 required positional argument: 'b'
