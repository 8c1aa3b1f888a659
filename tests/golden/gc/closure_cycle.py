# A recursive inner function holds the cell that holds it: the pair is garbage after the call.
import gc


def make():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)
    return fact(5)


gc.collect()
print(make())
print(gc.collect() > 0)
print(gc.collect())
# expect: 120
# expect: True
# expect: 0
