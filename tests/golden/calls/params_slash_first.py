def f(/, a):
    pass
# expect error: params_slash_first.py:1:7: error: at least one argument must precede /
