# functools.partial, lru_cache wrappers and builtin methods bound to an object that holds them
# are part of cycles the collector frees.
import functools
import gc


class Holder:
    pass


def partial_attr():
    h = Holder()
    h.callback = functools.partial(print, h)


def cached_recursion():
    @functools.lru_cache(maxsize=None)
    def fib(n):
        return n if n < 2 else fib(n - 1) + fib(n - 2)
    return fib(20)


def bound_builtin():
    l = []
    l.append(l.append)


gc.collect()
partial_attr()
print(gc.collect() > 0, gc.collect())
print(cached_recursion())
print(gc.collect() > 0, gc.collect())
bound_builtin()
print(gc.collect())
# expect: True 0
# expect: 6765
# expect: True 0
# expect: 2
