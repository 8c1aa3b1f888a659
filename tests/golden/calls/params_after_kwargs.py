def f(**k, a):
    pass
# expect error: params_after_kwargs.py:1:7: error: keyword (**kwargs) parameters are not supported in Weft
# expect error: params_after_kwargs.py:1:12: error: arguments cannot follow var-keyword argument
