# vars(module) / module.__dict__: the __main__ module's is globals() itself (names set through
# it, through the module or the dict are one namespace); a library module's is the same dict
# each time, kept up to date, and a name put in it is an attribute of the module
import math
import sys

x = 10
m = sys.modules["__main__"]
print(type(m).__name__, m.__name__)
print(vars(m) is globals(), m.__dict__ is globals(), m.x)
globals()["y"] = 3
print(y, m.y)
m.z = 4
print(z, "z" in globals(), globals()["z"])
print(vars(sys.modules[__name__])["x"])
print([k for k in vars(m) if not k.startswith("__")])
del z
print("z" in globals(), hasattr(m, "z"))
try:
    print(z)
except NameError as e:
    print("NameError:", e)
d = vars(math)
print(type(d).__name__, d["pi"], d is math.__dict__, "sqrt" in d, d["__name__"], d["sqrt"](16.0))
math.tau_half = math.tau / 2
print(d["tau_half"] == math.pi)
d["answer"] = 42
print(math.answer, hasattr(math, "answer"))
# expect: module __main__
# expect: True True 10
# expect: 3 3
# expect: 4 True 4
# expect: 10
# expect: ['math', 'sys', 'x', 'm', 'y', 'z']
# expect: False False
# expect: NameError: name 'z' is not defined
# expect: dict 3.141592653589793 True True math 4.0
# expect: True
# expect: 42 True
