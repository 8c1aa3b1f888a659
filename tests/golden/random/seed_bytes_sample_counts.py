# random.seed with bytes and bytearray (as a str's UTF-8 would seed), and sample(..., counts=)
# drawing the same stream CPython's random.py does.
import random
random.seed(b"bytes")
print(random.random())
random.seed(bytearray(b"xyz"))
a = random.random()
random.seed("xyz")
print(a == random.random())
rng = random.Random(99)
print(rng.sample(["a", "b", "c", "d"], counts=[1, 2, 3, 4], k=5))
print(random.sample(["red", "blue"], counts=[4, 2], k=6).count("red"))
for bad in ([1, 2], [0, 0, 0], [1.5, 1, 1]):
    try:
        random.sample("abc", 2, counts=bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# expect: 0.37075677971469856
# expect: True
# expect: ['d', 'd', 'c', 'c', 'b']
# expect: 4
# expect: ValueError The number of counts does not match the population
# expect: ValueError Total of counts must be greater than zero
# expect: TypeError Counts must be integers
