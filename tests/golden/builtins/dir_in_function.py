# dir() inside a function lists its local names, sorted.
def f(b, a=1, *rest, **options):
    total = a + b
    print(dir())
f(2)

# expect: ['a', 'b', 'options', 'rest', 'total']
