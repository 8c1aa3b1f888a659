# random.Random instances: each its own MT19937 stream, seeded like random.seed, with the module's
# methods; getstate/setstate (module and instance) round-trip the stream and gauss's cached value.
import random
r = random.Random(123); print(r.random(), r.randint(0, 5), r.choice("abc"))
# expect: 0.052363598850944326 0 b
r2 = random.Random(123); print(r2.random())
# expect: 0.052363598850944326
random.seed(42); a = random.Random(42)
print(random.random() == a.random(), random.randint(1, 9), a.randint(1, 9))
# expect: True 1 1
s = a.getstate(); x = a.random(); a.setstate(s); print(x == a.random(), s[0], len(s[1]), s[2])
# expect: True 3 625 None
a.gauss(0, 1); s = a.getstate(); print(type(s[2]).__name__); g = a.gauss(0, 1); a.setstate(s); print(g == a.gauss(0, 1))
# expect: float
# expect: True
print(type(r).__name__, isinstance(r, random.Random), random.Random, type(r) is random.Random)
# expect: Random True <class 'random.Random'> True
st = random.getstate(); v = random.random(); random.setstate(st); print(v == random.random())
# expect: True
r3 = random.Random("hello"); print(r3.random()); r3.seed(5); print(r3.random(), random.Random(5).random())
# expect: 0.3537754404730722
# expect: 0.6229016948897019 0.6229016948897019
lst = list(range(10)); r3.shuffle(lst); print(lst, r3.sample(range(100), 3), r3.uniform(1, 2), r3.choices("xy", k=4))
# expect: [4, 2, 9, 7, 1, 3, 6, 0, 8, 5] [47, 60, 31] 1.380757917044765 ['x', 'x', 'y', 'x']
try:
    random.setstate((2, (), None))
except ValueError as e:
    print(e)
# expect: state vector is the wrong size
try:
    random.setstate((3, (1, 2), None))
except ValueError as e:
    print(e)
# expect: state vector is the wrong size
try:
    random.setstate((7, (), None))
except ValueError as e:
    print(e)
# expect: state with version 7 passed to Random.setstate() of version 3
try:
    random.setstate([3])
except ValueError as e:
    print(e)
# expect: not enough values to unpack (expected 3, got 1)
try:
    random.Random(1, 2)
except TypeError as e:
    print(e)
# expect: Random.__init__() takes from 1 to 2 positional arguments but 3 were given
