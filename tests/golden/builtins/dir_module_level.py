# dir() in a program run from a file: the module's names, with __main__'s dunders, sorted.
import math
count = 3
def area(r):
    return math.pi * r * r
print(dir())

# expect: ['__annotations__', '__builtins__', '__cached__', '__doc__', '__file__', '__loader__', '__name__', '__package__', '__spec__', 'area', 'count', 'math']
