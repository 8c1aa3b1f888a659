# inspect.signature of something that cannot be called.
import inspect
print(inspect.signature(print.__call__ if False else (lambda q: q)))
inspect.signature(42)
# expect: (q)
# expect runtime error: TypeError: 42 is not a callable object
