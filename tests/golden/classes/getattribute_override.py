# A class's own __getattribute__ sees every attribute read; AttributeError from it falls back to
# __getattr__; object.__getattribute__ is the default lookup.
class Upper:
    def __init__(self):
        self.real = 1
    def __getattribute__(self, name):
        if name.startswith("x"):
            return name.upper()
        return object.__getattribute__(self, name)
    def method(self):
        return "method"
u = Upper()
print(u.xyz, u.real, u.method())
class Fallback:
    def __getattribute__(self, name):
        if name == "boom":
            raise KeyError(name)
        raise AttributeError(name)
    def __getattr__(self, name):
        return "fallback " + name
f = Fallback()
print(f.anything, hasattr(f, "q"))
class Counting:
    def __init__(self):
        object.__setattr__(self, "n", 0)
    def __getattribute__(self, name):
        object.__setattr__(self, "n", object.__getattribute__(self, "n") + 1)
        return object.__getattribute__(self, name)
c = Counting()
for _ in range(3):
    c.n
print(object.__getattribute__(c, "n"))
try:
    f.boom
except KeyError as e:
    print("KeyError", e)
# expect: XYZ 1 method
# expect: fallback anything True
# expect: 3
# expect: KeyError 'boom'
