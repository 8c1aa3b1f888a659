def f(a=1, /, b):
    pass
# expect error: params_nondefault_after_default.py:1:15: error: non-default argument follows default argument
