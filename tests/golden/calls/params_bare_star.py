def f(a, *):
    pass
# expect error: params_bare_star.py:1:10: error: named arguments must follow bare *
