# decorators (with arguments too) apply bottom-up at definition time
def trace(fn):
    def wrapper(x):
        print("call", fn.__name__, x)
        return fn(x)
    return wrapper
def times(k):
    def deco(fn):
        def w(x):
            return fn(x) * k
        return w
    return deco
@trace
@times(3)
def inc(x):
    return x + 1
print(inc(4))
# expect: call w 4
# expect: 15
