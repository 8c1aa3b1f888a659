# timeit.timeit and timeit.repeat: text statements with a setup (its names visible), callables,
# globals=; a statement's error propagates. Only the result types are printed (times vary).
import timeit
t = timeit.timeit("x = sum(range(10))", number=100)
print(type(t).__name__, t >= 0)
t = timeit.timeit("y = a * 2", setup="a = 21", number=10)
print(t >= 0)
calls = []
def f():
    calls.append(1)
print(timeit.timeit(f, number=5) >= 0, len(calls))
data = [3, 1, 2]
print(timeit.timeit("sorted(data)", globals=globals(), number=3) >= 0)
r = timeit.repeat("pass", repeat=3, number=10)
print(len(r), all(v >= 0 for v in r))
from timeit import timeit as ti
print(ti("for i in range(3):\n    pass", number=2) >= 0)
try:
    timeit.timeit("undefined_name", number=1)
except NameError as e:
    print(e)
# expect: float True
# expect: True
# expect: True 5
# expect: True
# expect: 3 True
# expect: True
# expect: name 'undefined_name' is not defined
