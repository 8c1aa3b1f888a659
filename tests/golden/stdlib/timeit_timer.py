# timeit.Timer: timeit(), repeat(), autorange() (1, 2, 5, 10, ... until a run takes 0.2 s);
# bad statements are refused at construction as CPython's Timer() does, a SyntaxError naming
# <timeit-src> and its line in setup + "\n" + stmt.
import timeit

t = timeit.Timer("x = sum(range(10))")
print(type(t.timeit(100)).__name__, len(t.repeat(3, 10)), len(t.repeat(number=5)))
print(timeit.Timer, t.__class__.__module__, timeit.Timer.__doc__.splitlines()[0])
for args in [(5,), ("x", 5), ("1 +",), ("x = (",), ("pass", "if")]:
    try:
        timeit.Timer(*args)
    except (ValueError, SyntaxError) as e:
        print(type(e).__name__, e)
calls = []
n, secs = timeit.Timer(lambda: None).autorange(lambda num, tt: calls.append(num))
print(n == calls[-1], calls[:4], secs >= 0.2)
print(timeit.Timer("a + b", setup="a, b = 1, 2").timeit(number=3) >= 0)
print(timeit.Timer("fn()", globals={"fn": lambda: 1}).timeit(5) > 0)
try:
    timeit.Timer("undefined").timeit(1)
except NameError as e:
    print("NameError:", e)
try:
    timeit.timeit("1 +", number=1)
except SyntaxError as e:
    print("SyntaxError:", e.msg, e.filename, e.lineno)
# expect: float 3 5
# expect: <class 'timeit.Timer'> timeit Class for timing execution speed of small code snippets.
# expect: ValueError stmt is neither a string nor callable
# expect: ValueError setup is neither a string nor callable
# expect: SyntaxError invalid syntax (<timeit-src>, line 2)
# expect: SyntaxError '(' was never closed (<timeit-src>, line 2)
# expect: SyntaxError invalid syntax (<timeit-src>, line 1)
# expect: True [1, 2, 5, 10] True
# expect: True
# expect: True
# expect: NameError: name 'undefined' is not defined
# expect: SyntaxError: invalid syntax <timeit-src> 2
