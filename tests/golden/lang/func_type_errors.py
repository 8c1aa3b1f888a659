# calling a function with the wrong arguments raises Python's TypeError
def f(a, b):
    return a + b
print(f(1, 2))
print(f(1))
# expect: 3
# expect runtime error: TypeError: f() missing 1 required positional argument: 'b'
