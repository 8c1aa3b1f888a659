def f(a, b=1):
    return a + b
f(1, 2, 3)
# expect runtime error: TypeError: f() takes from 1 to 2 positional arguments but 3 were given
# expect stderr:   File "func_too_many.py", line 3, in <module>
