# functools.singledispatchmethod dispatches on the type of the first argument after self
from functools import singledispatchmethod

class Formatter:
    def __init__(self, prefix):
        self.prefix = prefix

    @singledispatchmethod
    def fmt(self, arg):
        raise NotImplementedError(f"cannot format {type(arg).__name__}")

    @fmt.register
    def _(self, arg: int):
        return f"{self.prefix}{arg:,}"

    @fmt.register
    def _(self, arg: bool):
        return self.prefix + ("yes" if arg else "no")

    @fmt.register(list)
    def _(self, arg):
        return "[" + ", ".join(self.fmt(x) for x in arg) + "]"

    def _str(self, arg):
        return self.prefix + arg.upper()
    fmt.register(str, _str)

f = Formatter("> ")
print(f.fmt(1234567), f.fmt(True), f.fmt([1, False, "ab"]), f.fmt("x"))
print(type(Formatter.__dict__["fmt"]).__name__)
try:
    Formatter.fmt(f, 5)  # through the class, f is the first argument
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    f.fmt(1.5)
except NotImplementedError as e:
    print("NotImplementedError:", e)
f.fmt(None)
# expect: > 1,234,567 > yes [> 1, > no, > AB] > X
# expect: singledispatchmethod
# expect: NotImplementedError: cannot format int
# expect: NotImplementedError: cannot format float
# expect runtime error: NotImplementedError: cannot format NoneType
