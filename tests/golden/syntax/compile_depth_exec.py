# CPython's compiler counts every statement and expression it enters and gives up past three times
# the recursion limit, counting from the depth of the code that compiles (three per frame):
# RecursionError. Weft's parser, resolver and compiler count the same way.
import sys

def probe(make):
    lo, hi = 10, 7000
    while hi - lo > 1:
        m = (lo + hi) // 2
        try:
            compile(make(m), "<probe>", "exec")
            lo = m
        except RecursionError:
            hi = m
    return lo

print(probe(lambda m: "x = " + "-" * m + "1"))
print(probe(lambda m: "x = 1" + " + 1" * m))
print(probe(lambda m: "x = " + "not " * m + "y"))
print(probe(lambda m: "if x:\n  y = 0\n" + "".join(f"elif x == {i}:\n  y = {i}\n" for i in range(m))))

def nested(n):
    if n == 0:
        return probe(lambda m: "x = " + "-" * m + "1")
    return nested(n - 1)

print(nested(5), nested(50))
try:
    eval("-" * 3000 + "1")
except RecursionError as e:
    print(type(e).__name__, e)
try:
    exec("y = 1" + " + 1" * 3000)
except RecursionError as e:
    print(type(e).__name__, e)
print(eval("1" + " + 1" * 2000))
sys.setrecursionlimit(1500)
print(probe(lambda m: "x = " + "-" * m + "1"))
# expect: 2989
# expect: 2989
# expect: 2989
# expect: 2988
# expect: 2971 2836
# expect: RecursionError maximum recursion depth exceeded during compilation
# expect: RecursionError maximum recursion depth exceeded during compilation
# expect: 2001
# expect: 4489
