def f(**k, a):
    pass
# expect error: params_after_kwargs.py:1:12: error: arguments cannot follow var-keyword argument
