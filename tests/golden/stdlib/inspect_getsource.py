# getsource and getsourcelines: a function's block (its decorators and continuation lines
# included), a method, a one-line method and a class.
import inspect

def deco(f):
    return f

@deco
def add(a, b=1):
    """Add two numbers."""
    total = (a +
  b)

    return total

class Shape:
    """A shape."""
    sides = 0

    def area(self):
        # no area yet
        return 0.0

    def name(self): return "shape"

sq = lambda x: x * x

print(inspect.getsource(add), end="")
print(inspect.getsource(Shape), end="")
lines, n = inspect.getsourcelines(Shape.area)
print(n, lines)
print(inspect.getsource(Shape().name), end="")
print(inspect.getsource(sq), end="")
print(inspect.getsourcelines(deco))
print(inspect.getfile(add).endswith("inspect_getsource.py"))
# expect: @deco
# expect: def add(a, b=1):
# expect:     """Add two numbers."""
# expect:     total = (a +
# expect:   b)
# expect:
# expect:     return total
# expect: class Shape:
# expect:     """A shape."""
# expect:     sides = 0
# expect:
# expect:     def area(self):
# expect:         # no area yet
# expect:         return 0.0
# expect:
# expect:     def name(self): return "shape"
# expect: 20 ['    def area(self):\n', '        # no area yet\n', '        return 0.0\n']
# expect:     def name(self): return "shape"
# expect: sq = lambda x: x * x
# expect: (['def deco(f):\n', '    return f\n'], 5)
# expect: True
