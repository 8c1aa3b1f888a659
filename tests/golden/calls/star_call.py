# Star-unpacking at call sites: any iterable, several stars, mixed with other arguments
def f(a, b, c, d=0):
    return a + b * 10 + c * 100 + d * 1000

xs = [1, 2]
print(f(*xs, 3), f(*[1, 2, 3]), f(*(1, 2, 3, 4)), f(1, *range(2, 4)))
print(f(*xs, *[5]), f(*"", 1, 2, 3), f(*iter([7, 8, 9])))
print(f(*xs, c=3), f(*xs, 3, d=9))
print(*xs, *"ab", sep="|")
print(max(*xs), min(*[4, 3, 8]), list(zip(*[(1, "a"), (2, "b")])))
def gen():
    yield 1
    yield 2
    yield 3
print(f(*gen()))
print(f(*(x for x in xs), 4))
args = (3, 4)
print(f(1, 2, *args[:1]), "{}-{}".format(*args))
import math
print(math.hypot(*[3, 4]), round(*[2.567, 2]))
# expect: 321 321 4321 321
# expect: 521 321 987
# expect: 321 9321
# expect: 1|2|a|b
# expect: 2 3 [(1, 2), ('a', 'b')]
# expect: 321
# expect: 421
# expect: 321 3-4
# expect: 5.0 2.57
