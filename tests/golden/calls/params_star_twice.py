def f(*a, *b):
    pass
# expect error: params_star_twice.py:1:11: error: * argument may appear only once
