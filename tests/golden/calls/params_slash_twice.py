def f(a, /, b, /):
    pass
# expect error: params_slash_twice.py:1:16: error: / may appear only once
