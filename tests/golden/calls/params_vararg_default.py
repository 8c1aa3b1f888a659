def f(*a=1):
    pass
# expect error: params_vararg_default.py:1:9: error: var-positional argument cannot have default value
