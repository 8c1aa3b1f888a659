# eval/exec with globals naming their own __builtins__ dict: only those builtins (NameError
# for the others), __builtins__ is that dict; a function defined outside keeps the real ones.
try:
    eval("len([1])", {'__builtins__': {}})
except NameError as e:
    print(e)
print(eval("x + y", {'x': 1}, {'y': 2}))
g = {}
exec("a = 5\nb = a * 2", g)
print(g['a'], g['b'], '__builtins__' in g)
l = {}
exec("c = 3", {}, l)
print(l)
print(eval("abs(-2)", {'__builtins__': {'abs': abs}}))
try:
    exec("print(1)", {'__builtins__': {}})
except NameError as e:
    print(e)
print(eval("__builtins__", {'__builtins__': {'k': 1}}))
ns = {'__builtins__': {}}
exec("a = 1\nb = a + 1", ns)
print(ns['a'], ns['b'])
def f():
    return len('abc')
print(eval("f()", {'__builtins__': {}, 'f': f}))
print(eval("[x * 2 for x in y]", {'__builtins__': {}}, {'y': [1, 2]}))
try:
    eval("[len(x) for x in y]", {'__builtins__': {}}, {'y': ['a']})
except NameError as e:
    print(e)
safe = {'__builtins__': {'min': min, 'max': max}}
print(eval("max(3, 7) - min(1, 2)", safe))
try:
    eval("__import__('os')", safe)
except NameError as e:
    print(e)
# expect: name 'len' is not defined
# expect: 3
# expect: 5 10 True
# expect: {'c': 3}
# expect: 2
# expect: name 'print' is not defined
# expect: {'k': 1}
# expect: 1 2
# expect: 3
# expect: [2, 4]
# expect: name 'len' is not defined
# expect: 6
# expect: name '__import__' is not defined
