# lambda missing kwonly
f = lambda *, x: x
f()
# expect runtime error: TypeError: <lambda>() missing 1 required keyword-only argument: 'x'
