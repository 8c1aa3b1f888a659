def f():
    nonlocal x
    x = 1
# expect error: nonlocal_no_binding.py:2:5: error: no binding for nonlocal 'x' found
