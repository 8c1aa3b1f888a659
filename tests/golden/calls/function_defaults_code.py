# __defaults__, __kwdefaults__ and __code__'s argument counts and names.
def f(a, b=2, *args, c=3, d, **kw):
    total = a + b
    return total
print(f.__defaults__, f.__kwdefaults__)
code = f.__code__
print(code.co_argcount, code.co_kwonlyargcount, code.co_posonlyargcount, code.co_name)
print(code.co_varnames, code.co_nlocals)
def g(x, /, y):
    pass
print(g.__defaults__, g.__kwdefaults__, g.__code__.co_posonlyargcount, (lambda q, r=2: q).__defaults__)

# expect: (2,) {'c': 3}
# expect: 2 2 0 f
# expect: ('a', 'b', 'c', 'd', 'args', 'kw', 'total') 7
# expect: None None 1 (2,)
