# methodcaller needs a method name, a str.
import operator as op
try:
    op.methodcaller()
except TypeError as e:
    print(e)
op.methodcaller(1)

# expect: methodcaller needs at least one argument, the method name
# expect runtime error: TypeError: method name must be a string
