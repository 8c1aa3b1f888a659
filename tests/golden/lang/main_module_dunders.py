# A script's __main__ holds CPython's dunders as names, not only in globals(): __package__,
# __spec__ and __cached__ are None, __builtins__ the builtins module, __loader__ its
# SourceFileLoader named "__main__".
import builtins
import sys

print(__name__, __package__, __spec__, __cached__)
print(__builtins__ is builtins, type(__builtins__).__name__, __builtins__.len("abc"))
print(type(__loader__).__name__, __loader__.name, __loader__.path == __file__)
print(sys.modules["__main__"].__spec__, sys.modules[__name__].__package__)
if __spec__ is None:
    print("run as a script")

def inside():
    return __package__, __spec__, __builtins__ is builtins
print(inside())
# expect: __main__ None None None
# expect: True module 3
# expect: SourceFileLoader __main__ True
# expect: None None
# expect: run as a script
# expect: (None, None, True)
