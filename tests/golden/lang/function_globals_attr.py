# A function's __globals__ is its module's namespace: the dict globals() gives there.
import json

SETTING = "on"

def f():
    return 1

print(f.__globals__ is globals(), (lambda: 0).__globals__ is globals())
print(f.__globals__["__name__"], f.__globals__["SETTING"], "f" in f.__globals__)
print(json.dumps.__globals__["__name__"] if hasattr(json.dumps, "__globals__") else "json")
def outer():
    def inner():
        return 2
    return inner
print(outer().__globals__ is globals(), sorted(k for k in f.__globals__ if not k.startswith("__"))[:3])
# expect: True True
# expect: __main__ on True
# expect: json
# expect: True ['SETTING', 'f', 'json']
