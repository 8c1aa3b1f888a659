# List, set and dict comprehensions appear in tracebacks as frames of their own (<listcomp>,
# <setcomp>, <dictcomp>), as CPython 3.11 runs them; the first iterable (and iter() of it)
# belongs to the enclosing code.
import traceback, sys
def show():
    print([(fr.name, fr.lineno) for fr in traceback.extract_tb(sys.exc_info()[2])])
def nested(m):
    return [[1 // v for v in row] for row in m]
try:
    nested([[1], [0]])
except ZeroDivisionError:
    show()
def first_iter():
    return [x for x in 5]
try:
    first_iter()
except TypeError:
    show()
def inner_iter():
    return [y for x in [1] for y in x]
try:
    inner_iter()
except TypeError:
    show()
def gen_raises():
    yield 1
    raise KeyError("g")
try:
    [v for v in gen_raises()]
except KeyError:
    show()
try:
    {k: v for k, v in [(1, 2), (3,)]}
except ValueError:
    show()
try:
    {x for x in range(3) if x / 0}
except ZeroDivisionError:
    show()
def load_scores(data):
    return {k: int(v) for k, v in data.items()}
print(load_scores({"a": "1"}))
load_scores({"a": "1", "b": "two"})
# expect: [('<module>', 10), ('nested', 8), ('<listcomp>', 8), ('<listcomp>', 8)]
# expect: [('<module>', 16), ('first_iter', 14)]
# expect: [('<module>', 22), ('inner_iter', 20), ('<listcomp>', 20)]
# expect: [('<module>', 29), ('<listcomp>', 29), ('gen_raises', 27)]
# expect: [('<module>', 33), ('<dictcomp>', 33)]
# expect: [('<module>', 37), ('<setcomp>', 37)]
# expect: {'a': 1}
# expect runtime error: ValueError: invalid literal for int() with base 10: 'two'
# expect stderr:   File "comprehension_frames.py", line 41, in load_scores
# expect stderr:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect stderr:   File "comprehension_frames.py", line 41, in <dictcomp>
# expect stderr:                ^^^^^^
