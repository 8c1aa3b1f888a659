x = 0
def f():
    def g():
        nonlocal x
        x = 1
    g()
# expect error: nonlocal_global_binding.py:4:9: error: no binding for nonlocal 'x' found
