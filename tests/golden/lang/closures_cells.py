# closures: recursive inner functions, late binding in loops, captured parameters
def outer():
    def rec(n):
        return rec(n - 1) + n if n else 0
    return rec(10)
print(outer())
def loop_closures():
    fs = []
    for i in range(3):
        def f():
            return i
        fs.append(f)
    return [g() for g in fs]
print(loop_closures())
def param_cell(a, b=5):
    def get():
        return a + b
    a += 1
    return get()
print(param_cell(1), param_cell(1, b=10))
def unbound_del():
    v = 1
    del v
    return "ok"
print(unbound_del())
def shadow(len):
    return len
print(shadow(3), len([1]))
import math
def use_math():
    return math.sqrt(16)
print(use_math())
def kw_only_defaults(a, b=2, c=3):
    return (a, b, c)
print(kw_only_defaults(c=1, a=0))
# expect: 55
# expect: [2, 2, 2]
# expect: 7 12
# expect: ok
# expect: 3 1
# expect: 4.0
# expect: (0, 2, 1)
